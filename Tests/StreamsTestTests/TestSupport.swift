import XCTest

/// Skips a test of `Resources` counts, which exist in debug builds only, when the tests run in a
/// release build (`swift test -c release`).
func skipInReleaseBuilds(_ check: String) throws {
    #if !DEBUG
    throw XCTSkip("\(check): debug builds only")
    #endif
}
