// The environment of the selected store (`environment/set`): dynamic type size and colour
// scheme.

import { byId } from "./dom.js";
import { COLOR_SCHEMES, DYNAMIC_TYPE_SIZES, fillSelect } from "./features.js";

export class EnvironmentPanel {
  constructor({ send }) {
    fillSelect(byId("dynamic-type-select"), DYNAMIC_TYPE_SIZES, "large");
    fillSelect(byId("color-scheme-select"), COLOR_SCHEMES, "light");
    byId("dynamic-type-select").addEventListener("change", (event) =>
      send("environment/set", { environment: { dynamicTypeSize: event.target.value } }));
    byId("color-scheme-select").addEventListener("change", (event) =>
      send("environment/set", { environment: { colorScheme: event.target.value } }));
  }

  /** Reads the environment from the rendered tree's root (it carries both values). */
  show(tree) {
    const properties = tree?.properties ?? {};
    if (properties.dynamicTypeSize) byId("dynamic-type-select").value = properties.dynamicTypeSize;
    if (properties.colorScheme) byId("color-scheme-select").value = properties.colorScheme;
  }
}
