import Foundation
import A11yLint
import RuleEngine

/// The configuration of each linted file (issue 19, item 5). A `.a11ylint.yml` in a folder below the run's
/// configuration (below the linted folder when there is none) applies to the files under that folder: it inherits
/// the configuration of the folder above it (`Configuration.inherited(by:nested:)`), and the command line is
/// applied on top, as it is to the run's. With `--config` no nested configuration is read.
///
/// Each folder is looked at once per run however many files it holds. Errors are collected (every nested file's
/// problems are reported at once) and keys that describe the whole run become warnings.
final class NestedConfigurations {
    /// The run's configuration first (command line applied), then one per nested file read, in the order read.
    private(set) var configurations: [Configuration]
    /// The same, before the command line: what a folder below inherits.
    private var inheritable: [Configuration]
    private let overrides: ConfigurationOverrides
    /// The folder below which nested configurations are read; nil when they are not (`--config`).
    let top: String?
    private let io: ToolIO
    /// The configuration in force in each folder looked at.
    private var folders: [String: Int] = [:]
    private(set) var errors: [String] = []
    private(set) var warnings: [String] = []
    private var filters: [Int: PathFilter] = [:]

    /// `file`: the run's configuration as read; `top`: the folder nested configurations are read below.
    init(file: Configuration, overrides: ConfigurationOverrides, top: String?, io: ToolIO) {
        self.inheritable = [file]
        self.configurations = [file.merging(overrides)]
        self.overrides = overrides
        self.top = top.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        self.io = io
    }

    /// The index in `configurations` of the file at `path` (absolute).
    func index(ofFile path: String) -> Int {
        guard let top, let folder = ProjectModel.parent(of: path), folder == top || folder.hasPrefix(top == "/" ? "/" : top + "/")
        else { return 0 }
        // Walk up to a folder already known (or the top), then back down, reading each folder's file.
        var pending: [String] = []
        var current = folder
        while current != top, folders[current] == nil, let parent = ProjectModel.parent(of: current) {
            pending.append(current)
            current = parent
        }
        var index = current == top ? 0 : folders[current] ?? 0
        for folder in pending.reversed() {
            let candidate = folder + "/" + ConfigurationLoader.fileName
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                index = read(candidate, over: index)
            }
            folders[folder] = index
        }
        return index
    }

    /// Whether the file at `path` is left out by its nested configuration's `included`/`excluded` (the run's were
    /// applied while walking). A file `named` on the command line is left out only when excluded.
    func excludes(file path: String, configuration index: Int, named: Bool) -> Bool {
        guard index != 0 else { return false }
        if filters[index] == nil {
            do throws(ConfigErrors) {
                filters[index] = try PathFilter(configuration: configurations[index])
            } catch {
                errors.append(error.description)
                return false
            }
        }
        guard let filter = filters[index] else { return false }
        return named ? filter.isExcluded(path) : !filter.shouldLint(file: path)
    }

    private func read(_ path: String, over parent: Int) -> Int {
        let nested: Configuration
        do throws(ConfigErrors) {
            nested = try ConfigurationLoader.load(path: path, rules: RuleCatalogue.descriptions)
        } catch {
            errors.append(error.description)
            return parent
        }
        let shown = InputStep.displayPath(path, io: io)
        let runFile = configurations[0].sourcePath.map { InputStep.displayPath($0, io: io) }
        for (key, position) in nested.ownKeys.sorted(by: { $0.value < $1.value }) where key.appliesToWholeRun {
            warnings.append("\(shown):\(position.line):\(position.column): '\(key.rawValue)' applies to a whole run: "
                            + "it counts only where this is the run's configuration (a11y-lint run from inside this "
                            + "folder); set it in " + (runFile.map { "'\($0)'" } ?? "the run's configuration")
                            + " or on the command line")
        }
        inheritable.append(inheritable[parent].inherited(by: nested, nested: true))
        configurations.append(inheritable[inheritable.count - 1].merging(overrides))
        return configurations.count - 1
    }
}
