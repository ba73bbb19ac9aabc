// Export the store's session as a scenario file (`history/export`), ready for `uistate replay`.
// After a jump the host writes the path to the state shown (the steps that reached the version
// jumped to, then the ones since); the panel says so, and a jump no scenario can follow (to a
// version inside one request's step) is refused by the host, shown instead of a file.

import { byId } from "./dom.js";

export async function exportScenario(connection, storeId, report, entries = []) {
  const jumps = entries.filter((entry) => entry.origin === "jump");
  const note = byId("export-note");
  try {
    const result = await connection.call("history/export", { storeId });
    const text = `${JSON.stringify(result.scenario, null, 2)}\n`;
    byId("export-output").textContent = text;
    const link = byId("export-download");
    if (link.href) URL.revokeObjectURL(link.href);
    link.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    link.download = `${storeId}.scenario.json`;
    const last = jumps[jumps.length - 1];
    note.textContent = last
      ? `This session jumped back (last to version ${last.toVersion}): the scenario is the path to the state shown, `
        + "without the steps a jump undid."
      : "";
    note.hidden = !last;
    byId("export-panel").hidden = false;
  } catch (error) {
    byId("export-output").textContent = "";
    byId("export-panel").hidden = true;
    report(error, "history/export");
  }
}
