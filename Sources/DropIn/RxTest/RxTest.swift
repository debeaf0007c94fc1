// `RxTest` is StreamsTest under RxTest's module name, for tests moved from RxSwift
// by changing their Package.swift alone: `import RxTest` and qualified names such as
// `RxTest.TestScheduler` keep compiling. New tests import `StreamsTest`.
@_exported import StreamsTest
