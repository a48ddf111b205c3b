// Swift that is not SwiftUI but sits in the same files: the parser must pass over it without recoveries.
import Foundation

extension Store<Item>.Builder where Item: Sendable {
    typealias Producer = AsyncProducer<
        Item,
        Never
    >

    #if compiler(>=6.2)
    @inline(always)
    #else
    @inline(__always)
    #endif
    public static prefix func ~(value: Self) -> Self { value }

    nonisolated(unsafe) static let shared = Builder()

    subscript(key: String) -> Item? {
        _read { yield storage[key] }
        set { storage[key] = newValue }
    }

    func make() -> [Int: [String]] {
        let grouped = Dictionary<Int, [String]>(grouping: names, by: { $0.count })
        let pointer = unsafe base.move()
        if a < b, c > d { print(a) }
        return grouped
    }

    func describe(_ value: Item) -> String
    where Item: CustomStringConvertible
}

extension [Int]: Summable {}
extension Int? {}

enum Direction { case up, down(Int), left, right }

#if os(Linux)
#error("Unsupported platform")
#endif

/// An `if` expression as a value, a closure with a return type, typed throws in an accessor, and a `where`
/// clause on its own line.
struct PowerStatus: View {
    let isOn: Bool
    var body: some View {
        let tint: Color = if isOn { .green } else { .gray }
        VStack {
            ForEach(items) { item -> Row in
                Row(item: item)
            }
            Image(systemName: "power").foregroundStyle(tint)
        }
    }
    var level: Int {
        get throws(LevelError) { 1 }
    }
}

struct Shelf<Element>: Sendable
    where Element: Sendable
{
    var body: some View { Image(systemName: "xmark") }
}
