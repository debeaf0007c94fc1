// RxCocoa's umbrella header imports Foundation on Apple platforms, so code that imports RxCocoa
// names Foundation's types (`NSRecursiveLock`, `Date`) without importing Foundation itself.
@_exported import Foundation
// `RxCocoa` is Streams and StreamsNetworking under RxCocoa's module name, for code moved from
// RxSwift by changing its Package.swift alone: `import RxCocoa` and qualified names such as
// `RxCocoa.Driver`, `RxCocoa.Signal`, `RxCocoa.ControlProperty` and `RxCocoa.RxCocoaURLError`
// keep compiling, and so does `URLSession.shared.rx.json(url:)`. New code imports `Streams`
// (and `StreamsNetworking` for `URLSession.rx`).
@_exported import Streams
@_exported import StreamsNetworking

// On Linux `URLSession`, `URLRequest` and `HTTPURLResponse` live in FoundationNetworking, which
// code written for RxCocoa on Apple platforms never imports (`import Foundation` has them there).
// Re-exported so that such a file compiles unchanged; what links RxCocoa links FoundationNetworking
// through StreamsNetworking anyway.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
