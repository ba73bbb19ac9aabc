// The screens the page can draw on: the devices `uistate render --device` names
// (docs/seeing-screens.md), whose screens the host draws with their safe areas, status bar and
// home indicator when a request names one (`device`), and the bare screen the protocol draws
// without a device. Sizes in points.

export const DEVICES = [
  { name: "iphone-15", width: 393, height: 852 },
  { name: "iphone-se", width: 375, height: 667 },
  { name: "ipad", width: 820, height: 1180 },
  { name: "bare", label: "bare 390 × 844", width: 390, height: 844 },
];

/** The device called `name`, else the first (the iPhone 15). */
export function deviceNamed(name) {
  return DEVICES.find((device) => device.name === name) ?? DEVICES[0];
}

/** What a request's `device` param is for `device`: its name, or nothing for the bare screen. */
export function deviceParam(device) {
  return device.name === "bare" ? {} : { device: device.name };
}

/** Fills a `<select>` with the devices, `selected` chosen. */
export function fillDeviceSelect(select, selected) {
  select.replaceChildren(...DEVICES.map((device) =>
    new Option(device.label ?? device.name, device.name, false, device.name === selected)));
}
