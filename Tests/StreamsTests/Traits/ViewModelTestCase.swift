import StreamsTest

/// The base class the ported ViewModel tests derive from. In the RxSwift project it would be a
/// plain `XCTestCase` subclass; here it also checks that no subscription leaks.
class ViewModelTestCase: LeakCheckingTestCase {}
