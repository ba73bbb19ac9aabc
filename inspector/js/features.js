// The features the host serves (`plugin/list`) and the form that creates a store of one:
// a preset per dependency, the environment, the clock.

import { byId, h } from "./dom.js";

export const DYNAMIC_TYPE_SIZES = [
  "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibilityMedium",
  "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge",
];
export const COLOR_SCHEMES = ["light", "dark"];

export function fillSelect(select, values, selected) {
  select.replaceChildren(...values.map((value) => h("option", { value, selected: value === selected }, value)));
}

export class FeaturesPanel {
  constructor(connection, { preselect, onCreate, report }) {
    this.connection = connection;
    this.features = [];
    this.onCreate = onCreate;
    this.report = report;
    this.preselect = preselect;
    fillSelect(byId("create-dynamic-type"), DYNAMIC_TYPE_SIZES, "large");
    fillSelect(byId("create-color-scheme"), COLOR_SCHEMES, "light");
    byId("feature-select").addEventListener("change", () => this.showPresets());
    byId("create-form").addEventListener("submit", (event) => {
      event.preventDefault();
      this.create();
    });
  }

  async load() {
    const result = await this.connection.call("plugin/list");
    this.features = result.features;
    const names = this.features.map((feature) => feature.name);
    fillSelect(byId("feature-select"), names, names.includes(this.preselect) ? this.preselect : names[0]);
    byId("feature-list").replaceChildren(...this.features.map((feature) => h("li", {},
      h("strong", {}, feature.name), " ", h("span", { class: "muted" }, feature.version ?? ""),
      feature.plugin ? h("span", { class: "muted" }, ` (plugin ${feature.plugin})`) : null)));
    this.showPresets();
  }

  selected() { return this.features.find((feature) => feature.name === byId("feature-select").value); }

  showPresets() {
    const feature = this.selected();
    const fields = (feature?.dependencies ?? []).filter((dependency) => (dependency.presets ?? []).length > 1);
    byId("preset-fields").replaceChildren(...fields.map((dependency) => {
      const select = h("select", { dataset: { dependency: dependency.name } });
      fillSelect(select, dependency.presets, dependency.default);
      return h("label", {}, `${dependency.name} `, select);
    }));
  }

  /** Creates a store with what the form says; resolves with its id. */
  async create() {
    const feature = this.selected();
    if (!feature) return null;
    const presets = {};
    for (const select of byId("preset-fields").querySelectorAll("select")) {
      const dependency = feature.dependencies.find((item) => item.name === select.dataset.dependency);
      if (select.value !== dependency?.default) presets[select.dataset.dependency] = select.value;
    }
    const params = {
      feature: feature.name,
      environment: { dynamicTypeSize: byId("create-dynamic-type").value, colorScheme: byId("create-color-scheme").value },
      dependencies: { clock: byId("create-clock").value },
    };
    if (Object.keys(presets).length) params.dependencies.presets = presets;
    try {
      const result = await this.connection.call("store/create", params);
      await this.onCreate(result.storeId);
      return result.storeId;
    } catch (error) {
      this.report(error, "store/create");
      return null;
    }
  }
}
