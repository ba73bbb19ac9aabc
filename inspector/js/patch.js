// RFC 6902 JSON Patch (the subscription's statePatch and treePatch) and a small structural
// diff for the history panel.

function parsePointer(pointer) {
  if (pointer === "") return [];
  return pointer.slice(1).split("/").map((token) => token.replace(/~1/g, "/").replace(/~0/g, "~"));
}

function clone(value) { return value === undefined ? undefined : JSON.parse(JSON.stringify(value)); }

function parentOf(document, tokens) {
  let node = document;
  for (const token of tokens.slice(0, -1)) node = Array.isArray(node) ? node[Number(token)] : node[token];
  return node;
}

function get(document, pointer) {
  let node = document;
  for (const token of parsePointer(pointer)) node = Array.isArray(node) ? node[token === "-" ? node.length : Number(token)] : node?.[token];
  return node;
}

/** Applies `operations` to a copy of `document`. */
export function applyPatch(document, operations) {
  let root = clone(document);
  for (const op of operations) {
    const tokens = parsePointer(op.path);
    if (tokens.length === 0) {
      if (op.op === "add" || op.op === "replace") root = clone(op.value);
      else if (op.op === "copy" || op.op === "move") root = clone(get(root, op.from));
      continue;
    }
    const parent = parentOf(root, tokens);
    const key = tokens[tokens.length - 1];
    const remove = () => {
      if (Array.isArray(parent)) parent.splice(Number(key), 1); else delete parent[key];
    };
    const add = (value) => {
      if (Array.isArray(parent)) {
        if (key === "-") parent.push(value); else parent.splice(Number(key), 0, value);
      } else parent[key] = value;
    };
    switch (op.op) {
      case "add": add(clone(op.value)); break;
      case "remove": remove(); break;
      case "replace":
        if (Array.isArray(parent)) parent[Number(key)] = clone(op.value); else parent[key] = clone(op.value);
        break;
      case "move": {
        const value = get(root, op.from);
        const fromTokens = parsePointer(op.from);
        const fromParent = parentOf(root, fromTokens);
        const fromKey = fromTokens[fromTokens.length - 1];
        if (Array.isArray(fromParent)) fromParent.splice(Number(fromKey), 1); else delete fromParent[fromKey];
        add(value);
        break;
      }
      case "copy": add(clone(get(root, op.from))); break;
      case "test": break;
      default: throw new Error(`unknown patch operation ${op.op}`);
    }
  }
  return root;
}

/** The JSON Pointers a patch touches. */
export function touchedPaths(operations) {
  return operations.map((op) => op.path);
}

/** Differences between two JSON values: `[{path, before, after}]` (absent sides undefined). */
export function diff(before, after, path = "") {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const bothObjects = before && after && typeof before === "object" && typeof after === "object"
    && Array.isArray(before) === Array.isArray(after);
  if (!bothObjects) return [{ path: path || "/", before, after }];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changes = [];
  for (const key of keys) {
    const escaped = String(key).replace(/~/g, "~0").replace(/\//g, "~1");
    changes.push(...diff(before[key], after[key], `${path}/${escaped}`));
  }
  return changes;
}
