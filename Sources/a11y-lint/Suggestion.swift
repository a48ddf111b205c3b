/// "Did you mean" for the command line: the candidate nearest to `input` by edit distance, or nil when nothing is
/// close enough or two candidates tie.
enum Suggestion {
    static func nearest(to input: String, in candidates: [String]) -> String? {
        let limit = max(2, input.count / 3)
        var best: (name: String, distance: Int)?
        var tied = false
        for candidate in candidates {
            let distance = editDistance(Array(input.utf8), Array(candidate.utf8))
            guard distance <= limit else { continue }
            if let current = best {
                if distance < current.distance { best = (candidate, distance); tied = false }
                else if distance == current.distance, candidate != current.name { tied = true }
            } else {
                best = (candidate, distance)
            }
        }
        return tied ? nil : best?.name
    }

    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
