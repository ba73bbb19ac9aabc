
/// The page's stylesheet: the colour tokens of the environment's scheme as custom properties, then
/// one rule set per kind of node. Sizes that depend on the tree (font sizes, spacing, columns) are
/// inline on each element; what is here is the same for every tree.
enum StyleSheet {
    static func css(environment: PageEnvironment, width: Double, height: Double, device: Device? = nil) -> String {
        let caption = Font.captionRegular12.size(at: environment.dynamicTypeSize)
        // The bar's title grows with the text size only up to xxxLarge's, as the platform's does,
        // so that it keeps room for the toolbar beside it.
        let title = min(Font.headlineSemibold17.size(at: environment.dynamicTypeSize), 23)
        return ":root{" + Palette.customProperties(environment.colorScheme) + "}\n"
            + "body{--caption-size:\(caption)px;--bar-title-size:\(title)px}\n"
            + screenSize(width: width, height: height, device: device)
            + rules + navigationRules + listRules + controlRules + adjustableRules + layoutRules + (device == nil ? "" : deviceRules)
    }

    private static let rules = """
        *{box-sizing:border-box;margin:0;padding:0}
        html,body{background:var(--page-frame)}
        body{font-family:-apple-system,BlinkMacSystemFont,"Inter","Noto Sans CJK KR","Noto Sans KR","Apple SD Gothic Neo",sans-serif;color:var(--color-labelNormal);line-height:1.3;-webkit-font-smoothing:antialiased}
        .screen{position:relative;overflow:hidden;background:var(--page-screen);display:flex;flex-direction:column;padding:calc(var(--safe-top,0px) + 8px) 16px max(24px,calc(var(--safe-bottom,0px) + 8px))}
        .has-bar{padding-top:calc(var(--safe-top,0px) + 52px)}
        .vstack{display:flex;flex-direction:column;min-width:0}
        .hstack{display:flex;flex-direction:row;min-width:0}
        .zstack{display:grid;grid-template:minmax(0,1fr)/minmax(0,1fr)}
        .zstack>*{grid-area:1/1}
        .spacer{flex:1 1 0}
        .text{white-space:pre-wrap;overflow-wrap:break-word;min-width:0}
        .clamped{display:-webkit-box;-webkit-box-orient:vertical;overflow:hidden}
        .image{display:inline-flex;flex:none}
        .image.missing{outline:1px dashed currentColor}
        .icon{display:inline-flex;flex:none}
        button{all:unset;box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;gap:6px;padding:0 16px;border-radius:12px;flex:none;cursor:pointer;text-align:center;white-space:nowrap}
        button.iconOnly{padding:0;border-radius:50%}
        button:disabled{opacity:.4;cursor:default}
        [data-tappable]{cursor:pointer}
        .grid{display:grid;align-items:start}
        .grid>*{min-width:0;justify-self:stretch}
        .grid>button{width:100%}
        .list{display:flex;flex-direction:column}
        .list>*{padding:12px 0}
        .list>*+*{border-top:1px solid var(--color-gray100)}
        .list.insetGrouped{background:var(--color-gray100);border-radius:10px}
        .list.insetGrouped>*{padding:12px 16px}
        .list.insetGrouped>*+*{border-top-color:var(--page-screen)}
        .divider{flex:none}
        .textField{display:flex;flex-direction:column;gap:6px;min-width:0}
        .field-title{font-size:var(--caption-size);color:var(--color-labelAlternative)}
        .field-box{display:flex;align-items:center;gap:8px;border-style:solid}
        .field-box.focused{box-shadow:0 0 0 1px var(--color-primaryNormal)}
        .field-input{flex:1 1 auto;min-width:0;white-space:pre;overflow:hidden}
        .field-input.placeholder{color:var(--color-labelAlternative)}
        .field-error{font-size:var(--caption-size);color:var(--color-red)}
        .toggle{display:flex;align-items:center;justify-content:space-between;gap:12px;min-height:44px}
        .track{position:relative;flex:none;width:51px;height:31px;border-radius:16px;background:var(--page-track)}
        .knob{position:absolute;top:2px;left:2px;width:27px;height:27px;border-radius:50%;background:#FFFFFF;box-shadow:0 1px 3px #00000033}
        .toggle.on .knob{left:22px}
        .toast{position:absolute;left:50%;transform:translateX(-50%);bottom:calc(var(--safe-bottom,0px) + 40px);z-index:30;width:max-content;max-width:calc(100% - 32px);display:flex;align-items:center;gap:8px;padding:12px 16px;border-radius:12px}
        .toast.top{bottom:auto;top:calc(var(--safe-top,0px) + 60px)}
        .overlay{position:absolute;inset:0;z-index:10;display:flex;align-items:center;justify-content:center;padding:24px}
        .card{position:relative;width:100%;display:flex;flex-direction:column;align-items:center;gap:8px;padding:20px;background:var(--page-surface);box-shadow:0 8px 24px #0000002E}
        .card.has-bar{padding-top:52px}
        .card>*,.sheet>*{--safe-top:0px}
        .sheet{position:absolute;left:0;right:0;bottom:0;top:calc(var(--safe-top,0px) + 48px);z-index:20;display:flex;flex-direction:column;align-items:center;gap:8px;padding:24px 16px max(24px,calc(var(--safe-bottom,0px) + 8px));background:var(--page-surface);border-radius:12px 12px 0 0;box-shadow:0 0 0 100vh var(--page-sheetDim)}
        .sheet.has-bar{padding-top:52px}
        .sheet.drag-indicator::before{content:"";position:absolute;top:6px;left:50%;width:36px;height:5px;margin-left:-18px;border-radius:3px;background:var(--color-gray400)}
        .fullScreenCover{position:absolute;inset:0;z-index:20;display:flex;flex-direction:column;padding:calc(var(--safe-top,0px) + 8px) 16px max(24px,calc(var(--safe-bottom,0px) + 8px));background:var(--page-screen)}
        .fullScreenCover.has-bar{padding-top:calc(var(--safe-top,0px) + 52px)}
        .alert{position:absolute;inset:0;z-index:40;display:flex;align-items:center;justify-content:center;background:var(--color-dim)}
        .alert-card{width:270px;border-radius:14px;overflow:hidden;background:var(--page-surface);text-align:center}
        .alert-text{display:flex;flex-direction:column;gap:4px;padding:19px 16px}
        .alert-buttons{display:flex;border-top:1px solid var(--color-gray100)}
        .alert-buttons.stacked{flex-direction:column}
        .alert-buttons>button{flex:1 1 0;min-height:44px;border-radius:0;color:var(--color-primaryNormal)}
        .alert-buttons>button+button{border-left:1px solid var(--color-gray100)}
        .alert-buttons.stacked>button+button{border-left:none;border-top:1px solid var(--color-gray100)}
        .alert-buttons>button.cancel{font-weight:600}
        .alert-buttons>button.destructive{color:var(--color-red)}
        .nav-title{position:absolute;top:var(--safe-top,0px);left:0;right:0;height:44px;display:block;line-height:44px;text-align:center;padding:0 29%;font-size:var(--bar-title-size);font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;pointer-events:none}
        .toolbar{position:absolute;top:var(--safe-top,0px);height:44px;max-width:28%;z-index:5;display:flex;align-items:center;gap:4px}
        .toolbar.topBarLeading{left:4px}
        .toolbar.topBarTrailing{right:4px}
        .toolbar.bottomBar{top:auto;bottom:var(--safe-bottom,0px);left:0;right:0;justify-content:space-around;border-top:1px solid var(--color-gray100)}
        .toolbar>button{padding:0 8px;min-width:0;max-width:100%}
        .toolbar .title{overflow:hidden;text-overflow:ellipsis}
        .toolbar.bottomBar{max-width:none}

        """
}
