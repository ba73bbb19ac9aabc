import JSONValue

// Placeholder until the CLI lands in this session.
