#endif
func a() {}
#if DEBUG
func b() {}
