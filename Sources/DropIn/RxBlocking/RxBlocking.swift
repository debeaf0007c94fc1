// `RxBlocking` is StreamsTest under RxBlocking's module name, for tests moved from
// RxSwift by changing their Package.swift alone: `import RxBlocking` and qualified names such as
// `RxBlocking.BlockingObservable` keep compiling. New tests import `StreamsTest`.
@_exported import StreamsTest
