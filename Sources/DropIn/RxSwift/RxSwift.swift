// `RxSwift` is Streams under RxSwift's module name, for code moved from RxSwift by changing its
// Package.swift alone: `import RxSwift` and qualified names such as `RxSwift.Observable` and
// `RxSwift.Disposables` keep compiling. New code imports `Streams`.
@_exported import Streams
