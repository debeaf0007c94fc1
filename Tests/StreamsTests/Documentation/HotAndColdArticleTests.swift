// The code of the "Hot and cold observables" article
// (Sources/Streams/Streams.docc/HotAndColdObservables.md). Each `// snippet:` region appears word
// for word in the article, which Scripts/docs checks; the assertions prove what it says it prints.
import Streams
import StreamsTest
import XCTest

final class HotAndColdArticleTests: LeakCheckingTestCase {
    func testAColdObservableDoesItsWorkForEachSubscriber() {
        let print = PrintedLines()
        // snippet: cold
        let bag = DisposeBag()
        var requests = 0
        let profile = Observable<String>.create { observer in
            requests += 1                           // the work: a request, a file read, a timer
            observer.onNext("profile #\(requests)")
            observer.onCompleted()
            return Disposables.create()
        }

        profile.subscribe(onNext: { print("header", $0) }).disposed(by: bag)    // header profile #1
        profile.subscribe(onNext: { print("sidebar", $0) }).disposed(by: bag)   // sidebar profile #2
        // snippet end
        XCTAssertEqual(print.lines, ["header profile #1", "sidebar profile #2"])
    }

    func testAHotObservableSendsWhetherAnyoneListensOrNot() {
        let print = PrintedLines()
        // snippet: hot
        let bag = DisposeBag()
        let taps = PublishSubject<String>()

        taps.onNext("a")                                                  // nobody hears it
        taps.subscribe(onNext: { print("first", $0) }).disposed(by: bag)
        taps.onNext("b")                                                  // first b
        taps.subscribe(onNext: { print("second", $0) }).disposed(by: bag)
        taps.onNext("c")                                                  // first c, second c
        // snippet end
        XCTAssertEqual(print.lines, ["first b", "first c", "second c"])
    }

    func testShareRunsTheWorkOnceAndReplaysTheLatest() {
        let print = PrintedLines()
        // snippet: share
        let bag = DisposeBag()
        let response = PublishSubject<String>()        // stands in for the network
        var requests = 0
        let profile = Observable<String>.deferred {
            requests += 1
            return response.asObservable()
        }
        .share(replay: 1)

        profile.subscribe(onNext: { print("header", $0) }).disposed(by: bag)
        profile.subscribe(onNext: { print("sidebar", $0) }).disposed(by: bag)
        response.onNext("Ada")                                                 // header Ada, sidebar Ada
        profile.subscribe(onNext: { print("footer", $0) }).disposed(by: bag)   // footer Ada, replayed
        print("requests", requests)                                            // requests 1
        // snippet end
        XCTAssertEqual(print.lines, ["header Ada", "sidebar Ada", "footer Ada", "requests 1"])
    }

    func testPublishWaitsForConnect() {
        let print = PrintedLines()
        // snippet: publish-connect
        let bag = DisposeBag()
        let numbers = Observable.of(1, 2).publish()

        numbers.subscribe(onNext: { print("a", $0) }).disposed(by: bag)
        numbers.subscribe(onNext: { print("b", $0) }).disposed(by: bag)   // nothing yet
        numbers.connect().disposed(by: bag)                                // a 1, b 1, a 2, b 2
        // snippet end
        XCTAssertEqual(print.lines, ["a 1", "b 1", "a 2", "b 2"])
    }
}
