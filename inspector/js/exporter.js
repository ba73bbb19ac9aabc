// Export the store's session as a scenario file (`history/export`), ready for `uistate replay`.

import { byId } from "./dom.js";

export async function exportScenario(connection, storeId, report) {
  try {
    const result = await connection.call("history/export", { storeId });
    const text = `${JSON.stringify(result.scenario, null, 2)}\n`;
    byId("export-output").textContent = text;
    const link = byId("export-download");
    if (link.href) URL.revokeObjectURL(link.href);
    link.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    link.download = `${storeId}.scenario.json`;
    byId("export-panel").hidden = false;
  } catch (error) {
    report(error, "history/export");
  }
}
