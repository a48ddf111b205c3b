// The test countdown, kept apart from the views as AIQ keeps it (../shared/seeds/001). Not compiled: lint input.
// Its timer is the evidence that `TestTimerView`'s `Text(timerManager.formattedTime)` changes by itself.
import Foundation

@MainActor
final class TestTimerManager: ObservableObject {
    @Published private(set) var remainingSeconds: Int
    private var timer: Timer?

    init(duration: Int = 30 * 60) {
        remainingSeconds = duration
    }

    var formattedTime: String {
        String(format: "%02d:%02d", remainingSeconds / 60, remainingSeconds % 60)
    }

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            Task { @MainActor in self?.tick() }
        }
    }

    func stop() {
        timer?.invalidate()
        timer = nil
    }

    private func tick() {
        guard remainingSeconds > 0 else { return stop() }
        remainingSeconds -= 1
    }
}
