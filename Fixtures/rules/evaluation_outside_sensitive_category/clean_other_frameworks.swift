import AVFoundation
import Photos
import TrustInsights
import UserNotifications

// Other frameworks' authorization APIs share the names; they are not evaluator calls.
final class PermissionsViewModel {
  func refresh() async {
    _ = PHPhotoLibrary.authorizationStatus(for: .readWrite)
    _ = await PHPhotoLibrary.requestAuthorization(for: .readWrite)
    _ = AVCaptureDevice.authorizationStatus(for: .video)
    _ = try? await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge])
  }

  func requestCamera() {
    AVCaptureDevice.requestAccess(for: .video) { _ in }
  }
}
