/// Runs every case of this mode.
@main
enum ClientCases {
    @MainActor
    static func main() {
        var cases = Races.all + CorrectCode.all + LoginCases.all
        #if !APP_SETTINGS
        cases += PreConcurrencyCases.all
        #endif
        Harness.run(cases)
    }
}
