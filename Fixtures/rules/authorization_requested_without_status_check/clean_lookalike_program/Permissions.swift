import Photos
import UserNotifications

// No TrustInsights here: the app's own permission center and its own category enum.
enum OperationCategory {
  case payment
  case other
}

struct PermissionContext {
  var operationCategory: OperationCategory
}

final class PermissionCenter {
  func requestAuthorization(for context: PermissionContext) async -> Bool { true }
  func authorizationStatus(for context: PermissionContext) -> Bool { false }
  func requestEvaluation(context: PermissionContext) async -> Int { 0 }
}

enum Grade {
  case unknown
  case pass
}

final class PhotoPicker {
  let center = PermissionCenter()

  func pick(grade: Grade) async {
    let context = PermissionContext(operationCategory: .other)
    _ = await center.requestAuthorization(for: context)
    _ = await center.requestEvaluation(context: context)
    _ = await PHPhotoLibrary.requestAuthorization(for: .readWrite)
    _ = try? await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound])
    switch grade {
    case .unknown: approve()
    case .pass: break
    }
  }

  func approve() {}
}
