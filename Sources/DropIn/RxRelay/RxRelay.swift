// `RxRelay` is Streams under RxRelay's module name, for code moved from RxSwift by changing its
// Package.swift alone: `import RxRelay` and qualified names such as `RxRelay.BehaviorRelay` keep
// compiling. New code imports `Streams`.
@_exported import Streams
