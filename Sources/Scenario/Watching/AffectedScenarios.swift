/// Which scenarios a change of files calls for re-running (`--watch`).
package enum AffectedScenarios {
    /// The files a scenario's outcome depends on: its own file, the fragments it includes and
    /// the snapshot files it compares with.
    package static func dependencies(of document: ScenarioDocument) -> Set<String> {
        var files: Set<String> = [document.source.path]
        for step in document.steps {
            files.insert(step.location.file)
            for include in step.includedFrom { files.insert(include.file) }
            if case .expect(let expectation) = step.action, let snapshot = expectation.snapshot {
                files.insert(snapshot.resolvedPath)
            }
        }
        return files
    }

    /// The scenario files (of `loaded`) that depend on one of `changed`; a file that could not
    /// be loaded depends on itself only.
    package static func select(_ loaded: [Result<ScenarioDocument, ScenarioFileError>], changed: [String]) -> Set<String> {
        let changed = Set(changed)
        var selected: Set<String> = []
        for entry in loaded {
            switch entry {
            case .success(let document):
                if !dependencies(of: document).isDisjoint(with: changed) { selected.insert(document.source.path) }
            case .failure(let error):
                if changed.contains(error.location.file) { selected.insert(error.location.file) }
            }
        }
        return selected
    }
}
