// `RxCocoa` is Streams under RxCocoa's module name, for code moved from RxSwift by changing its
// Package.swift alone: `import RxCocoa` and qualified names such as `RxCocoa.Driver`,
// `RxCocoa.Signal` and `RxCocoa.ControlProperty` keep compiling. New code imports `Streams`.
@_exported import Streams
