import JSON

// Pickers, sliders, steppers and progress views, drawn as iOS draws them. The tree keeps what
// they hold (every option of a picker, a slider's bounds); the page shows what a phone shows.

extension NodeRenderer {
    /// A picker in its style. Segmented: the options side by side in a grey track, the selected
    /// one raised. Inline, wheel and radio group: a line per option, the selected one checked.
    /// Otherwise (automatic and menu, what a form shows): the title, then the selected option's
    /// label in the secondary colour with the menu's chevrons; the other options are in the
    /// closed menu, written hidden so that each node keeps its element, in the tree's order.
    mutating func renderPicker(_ node: TreeNode, in flow: Flow) {
        var style = CSSDeclarations()
        Self.fill(node, in: flow, into: &style)
        let pickerStyle = node.string("style") ?? "automatic"
        switch pickerStyle {
        case "segmented":
            // The track inside the element, so that the picker's padding stays outside it.
            writer.open("div", attributes(node, classes: ["picker", "segmented"], style: style))
            writer.open("div", [("class", "segments")])
            renderPickerOptions(of: node, classes: ["segment"])
            writer.close("div")
        case "inline", "wheel", "radioGroup":
            writer.open("div", attributes(node, classes: ["picker", "inline"], style: style))
            renderPickerOptions(of: node, classes: ["choice"], checksSelected: true)
        default:
            writer.open("div", attributes(node, classes: ["picker", "menu"], style: style))
            if node.bool("labelsHidden") != true, let title = node.string("title"), !title.isEmpty {
                var font = CSSDeclarations()
                self.font(nil, default: .bodyRegular16, into: &font)
                writer.element("span", [("class", "picker-title"), ("style", font.attribute)], text: title)
            }
            restyling(LabelRestyle(colors: ["labelNormal": "var(--page-secondaryLabel)"])) {
                $0.renderPickerOptions(of: node, classes: ["option"])
            }
            icon("chevron.up.chevron.down", width: 14, height: 14)
        }
        writer.close("div")
    }

    private mutating func renderPickerOptions(of picker: TreeNode, classes: [String], checksSelected: Bool = false) {
        for option in picker.children {
            guard option.type == "button", option.string("style") == "pickerOption" else {
                render(option, in: .row)
                continue
            }
            let isSelected = option.bool("selected") == true
            var extra: [(String, String?)] = [("type", "button"), ("aria-pressed", isSelected ? "true" : "false")]
            if !option.isEnabled { extra.append(("disabled", "")) }
            writer.open("button", attributes(option, classes: classes + (isSelected ? ["selected"] : []), extra: extra))
            renderChildren(option, in: .row)
            if checksSelected, isSelected { icon("checkmark", width: 16, height: 16) }
            writer.close("button")
        }
    }

    /// A slider: its minimum label, the track filled up to the value with the knob there, its
    /// maximum label.
    mutating func renderSlider(_ node: TreeNode, in flow: Flow) {
        var style = CSSDeclarations()
        Self.fill(node, in: flow, into: &style)
        let lower = node.number("minimum") ?? 0
        let upper = node.number("maximum") ?? 1
        let value = node.number("value") ?? lower
        let fraction = upper > lower ? min(max((value - lower) / (upper - lower), 0), 1) : 0
        writer.open("div", attributes(node, classes: ["slider"], style: style, extra: [("aria-valuenow", Self.number(value))]))
        if let minimum = node.string("minimumLabel") { writer.element("span", [("class", "slider-label")], text: minimum) }
        writer.open("span", [("class", "slider-track"), ("aria-hidden", "true")])
        var fill = CSSDeclarations()
        fill.set("width", Self.percent(fraction))
        fill.set("background", Palette.css(node.string("tint") ?? "primaryNormal"))
        writer.element("span", [("class", "slider-fill"), ("style", fill.attribute)], text: "")
        writer.element("span", [("class", "slider-knob"), ("style", "left:" + Self.percent(fraction))], text: "")
        writer.close("span")
        if let maximum = node.string("maximumLabel") { writer.element("span", [("class", "slider-label")], text: maximum) }
        writer.close("div")
    }

    /// A stepper: its title, then the minus and plus buttons joined in one grey capsule.
    mutating func renderStepper(_ node: TreeNode, in flow: Flow) {
        var style = CSSDeclarations()
        Self.fill(node, in: flow, into: &style)
        writer.open("div", attributes(node, classes: ["stepper"], style: style))
        if node.bool("labelsHidden") != true {
            var font = CSSDeclarations()
            self.font(nil, default: .bodyRegular16, into: &font)
            writer.element("span", [("class", "stepper-title"), ("style", font.attribute)], text: node.string("title") ?? "")
        }
        writer.open("span", [("class", "stepper-buttons")])
        for button in node.children {
            guard button.type == "button", button.string("style") == "stepperButton" else {
                render(button, in: .row)
                continue
            }
            var extra: [(String, String?)] = [("type", "button")]
            if !button.isEnabled { extra.append(("disabled", "")) }
            writer.element("button", attributes(button, classes: ["stepper-button"], extra: extra), text: button.string("title") ?? "")
        }
        writer.close("span")
        writer.close("div")
    }

    /// A progress view: a linear bar filled to its fraction under its label, or (circular, or
    /// with no value) a spinner.
    mutating func renderProgressView(_ node: TreeNode, in flow: Flow) {
        var style = CSSDeclarations()
        let fraction = node.number("fraction")
        let isBar = fraction != nil && node.string("style") != "circular"
        if isBar { Self.fill(node, in: flow, into: &style) }
        writer.open("div", attributes(node, classes: ["progressView", isBar ? "linear" : "circular"], style: style))
        if let title = node.string("title"), !title.isEmpty { writer.element("span", [("class", "progress-label")], text: title) }
        if isBar, let fraction {
            var fill = CSSDeclarations()
            fill.set("width", Self.percent(fraction))
            fill.set("background", Palette.css(node.string("tint") ?? "primaryNormal"))
            writer.open("span", [("class", "progress-track"), ("aria-hidden", "true")])
            writer.element("span", [("class", "progress-fill"), ("style", fill.attribute)], text: "")
            writer.close("span")
        } else {
            writer.raw(#"<span class="spinner" aria-hidden="true"></span>"#)
        }
        if let current = node.string("currentValueLabel") { writer.element("span", [("class", "progress-value")], text: current) }
        writer.close("div")
    }

    private static func percent(_ fraction: Double) -> String {
        number(fraction * 100) + "%"
    }

    private static func number(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String((value * 100).rounded() / 100)
    }
}

extension StyleSheet {
    static let adjustableRules = """
        .picker{display:flex;align-items:center;gap:8px;min-width:0}
        .segments{flex:1 1 auto;display:flex;padding:2px;border-radius:9px;background:var(--color-gray100)}
        .segments>.segment{flex:1 1 0;display:flex;justify-content:center;align-items:center;gap:4px;min-height:28px;padding:0 8px;border-radius:7px;background:transparent;color:var(--color-labelNormal)}
        .segments>.segment .text{font-size:13px!important}
        .segments>.segment.selected{background:var(--page-cell,#fff);box-shadow:0 1px 3px rgba(0,0,0,.15)}
        .segments>.segment.selected .text{font-weight:600!important}
        .picker.inline{flex-direction:column;align-items:stretch;gap:0}
        .picker.inline>.choice{display:flex;align-items:center;gap:8px;min-height:44px;padding:0;background:transparent;text-align:left}
        .picker.inline>.choice>.icon{margin-left:auto;color:var(--color-primaryNormal)}
        .picker.menu>.option{display:none;padding:0;background:transparent}
        .picker.menu>.option.selected{display:flex;align-items:center;gap:4px;margin-left:auto}
        .picker.menu>.icon{color:var(--page-secondaryLabel)}
        .slider{display:flex;align-items:center;gap:8px;min-width:0;min-height:28px}
        .slider-track{position:relative;flex:1 1 auto;height:4px;border-radius:2px;background:var(--color-gray100)}
        .slider-fill{position:absolute;left:0;top:0;bottom:0;border-radius:2px}
        .slider-knob{position:absolute;top:50%;width:28px;height:28px;margin:-14px 0 0 -14px;border-radius:50%;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.25)}
        .stepper{display:flex;align-items:center;justify-content:space-between;gap:12px;min-width:0}
        .stepper-buttons{display:inline-flex;flex:none;border-radius:8px;background:var(--color-gray100);overflow:hidden}
        .stepper-button{width:47px;height:32px;padding:0;border-radius:0;background:transparent;font-size:20px;color:var(--color-labelNormal)}
        .stepper-button+.stepper-button{border-left:1px solid var(--page-separator)}
        .stepper-button[disabled]{color:var(--page-tertiaryLabel)}
        .progressView{display:flex;flex-direction:column;gap:4px;min-width:0}
        .progressView.circular{align-items:center}
        .progress-track{display:block;height:4px;border-radius:2px;background:var(--color-gray100);overflow:hidden}
        .progress-fill{display:block;height:100%}
        .progress-value{font-size:13px;color:var(--page-secondaryLabel)}
        .spinner{width:20px;height:20px;border-radius:50%;border:2.5px solid var(--color-gray100);border-top-color:var(--page-secondaryLabel)}

        """
}
