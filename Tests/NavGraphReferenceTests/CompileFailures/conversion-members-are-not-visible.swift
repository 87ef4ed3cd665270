// expected-error: 'argumentValue' is inaccessible due to '@_spi' protection level
import NavGraphRuntime

// A file that imports the runtime normally sees no conversion members on its own values: they are SPI, for the
// generated file (compiled in the same module) only.
func convert() {
    _ = "mail".argumentValue
}
