/// The rules for the node types and properties the SwiftUI layer adds: navigation stacks and
/// pushed screens with their bar, toolbars whose items say where they go, lists drawn as iOS
/// draws them (sections, rows in cards, row actions), scroll views, shapes, SwiftUI's buttons
/// and button styles, and confirmation dialogs. They come after the component layer's rules,
/// which they refine.
extension StyleSheet {
    static let navigationRules = """
        .screen.has-stack,.sheet.has-stack,.fullScreenCover.has-stack{padding:0}
        .sheet.has-stack,.fullScreenCover.has-stack{overflow:hidden}
        .sheet.has-stack{padding-top:8px}
        .screen.has-stack,.fullScreenCover.has-stack{padding-top:var(--safe-top,0px);padding-bottom:var(--safe-bottom,0px)}
        .sheet>.navigationStack:not(.grouped){background:transparent}
        .sheet.has-stack::before{z-index:25}
        .navigationStack,.navigationDestination{position:relative;display:flex;flex-direction:column;min-width:0;padding-top:44px;background:var(--page-screen)}
        .navigationDestination{position:absolute;inset:0;z-index:15}
        .safeAreaInset{position:absolute;left:0;right:0;z-index:16;display:flex;flex-direction:column;align-items:center;gap:8px}
        .safeAreaInset.bottom{bottom:0}
        .safeAreaInset.top{top:44px}
        .disclosureGroup,.tabView{display:flex;flex-direction:column;align-self:stretch;gap:8px;min-width:0}
        .tabView{flex:1 1 auto}
        .plainButton.disclosureHeader{align-self:stretch;justify-content:flex-start;text-align:left}
        .row>.disclosureGroup{flex:1 1 auto}
        .plainButton.disclosureHeader .chevron{color:var(--color-primaryNormal);transition:none}
        .disclosureGroup.expanded>.disclosureHeader .chevron{transform:rotate(90deg)}
        .navigationStack.grouped,.navigationDestination.grouped{background:var(--page-grouped)}
        .nav-bar{position:absolute;top:0;left:0;right:0;height:44px;z-index:4;display:flex;align-items:center}
        .back-button{display:flex;align-items:center;gap:2px;height:44px;padding:0 8px 0 6px;color:var(--color-primaryNormal);font-size:var(--bar-title-size);white-space:nowrap}
        .large-title{padding:2px 16px 8px;font-weight:700;line-height:1.2;overflow-wrap:break-word}
        .nav-content{flex:1 1 auto;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:8px;min-width:0;min-height:0}
        .toolbar.items{inset:0;height:auto;max-width:none;flex-wrap:wrap;align-content:space-between;gap:0 4px;padding:0 8px;pointer-events:none}
        .toolbar.items::before{content:"";order:2;flex:1 1 0}
        .toolbar.items::after{content:"";order:4;flex-basis:100%;height:0}
        .toolbar.items>*{order:3;min-height:44px;max-width:45%;pointer-events:auto}
        .toolbar.items>.hstack{max-width:100%}
        .toolbar.items>[data-placement=leading]{order:1}
        .toolbar.items>[data-placement=principal]{position:absolute;top:0;left:50%;transform:translateX(-50%)}
        .toolbar.items>[data-placement=bottom]{order:5;flex:1 1 0;min-height:49px;max-width:none;justify-content:center}
        .toolbar.items>[data-placement=keyboard]{position:absolute;visibility:hidden}
        .toolbar.items>button.plainButton{padding:0 8px}
        .toolbar.items>.text{line-height:44px}
        .toolbar.items .text{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
        .toolbar.items.has-bottom{background:linear-gradient(var(--page-separator),var(--page-separator)) left bottom 49px/100% 1px no-repeat,linear-gradient(var(--page-bar),var(--page-bar)) left bottom/100% 49px no-repeat}

        """

    static let listRules = """
        .structured-list{display:flex;flex-direction:column;min-width:0}
        .structured-list>:is(.rows,.section)~:is(.rows,.section){margin-top:24px}
        .rows{display:flex;flex-direction:column}
        .row{display:flex;align-items:center;gap:8px;min-width:0;padding:12px 0}
        .row+.row{border-top:1px solid var(--color-gray100)}
        .row .toggle{min-height:0}
        .row>.plainButton.in-row:not(.bordered,.borderedProminent){flex:1 1 auto}
        .row>:not(.rowAction)+.rowAction,.hstack>:not(.rowAction)+.rowAction{margin-left:auto}
        .structured-list.insetGrouped .rows{background:var(--color-gray100);border-radius:10px;overflow:hidden}
        .structured-list.insetGrouped .row{padding:12px 16px}
        .structured-list.insetGrouped .row+.row{border-top-color:var(--page-screen)}
        .section{display:flex;flex-direction:column;min-width:0}
        .sectionHeader,.sectionFooter{display:flex;flex-direction:column;align-items:flex-start;gap:4px}
        .sectionHeader{padding:0 0 6px}
        .sectionFooter{padding:6px 0 0}
        .structured-list.insetGrouped .sectionHeader,.structured-list.insetGrouped .sectionFooter,.structured-list.edge .sectionHeader,.structured-list.edge .sectionFooter{padding-left:16px;padding-right:16px}
        .structured-list.edge{align-self:stretch;flex:1 1 auto}
        .structured-list.edge .row{padding:11px 16px;min-height:44px}
        .structured-list.edge .row+.row{border-top:none;background:linear-gradient(var(--page-separator),var(--page-separator)) 16px 0/100% 1px no-repeat}
        .structured-list.edge.plain>:is(.rows,.section)~:is(.rows,.section){margin-top:0}
        .structured-list.edge.plain .sectionHeader{padding-top:16px;background:var(--page-screen)}
        .structured-list.edge.insetGrouped{background:var(--page-grouped);padding:16px 16px 24px}
        .structured-list.edge.insetGrouped .rows{background:var(--page-cell)}
        .structured-list.edge.insetGrouped>:is(.rows,.section)~:is(.rows,.section){margin-top:35px}
        .scrollView{display:flex;flex-direction:column;align-items:center;gap:8px;min-width:0;min-height:0;overflow:hidden}
        .scrollView.horizontal{flex-direction:row}

        """

    static let controlRules = """
        button.plainButton{padding:0;border-radius:0;min-height:0;color:var(--color-primaryNormal)}
        div.plainButton{display:inline-flex;align-items:center;justify-content:center;gap:6px;flex:none;cursor:pointer}
        .plainButton.in-row{justify-content:flex-start;text-align:left}
        .plainButton.destructive{color:var(--page-destructive)}
        .plainButton.bordered,.plainButton.borderedProminent{padding:7px 14px;border-radius:8px}
        .plainButton .chevron{display:inline-flex;flex:none;width:14px;height:14px;margin-left:auto;color:var(--page-tertiaryLabel)}
        div.plainButton.disabled{opacity:.4;cursor:default}
        button.rowAction{padding:0;width:28px;height:28px;border-radius:50%;color:var(--page-tertiaryLabel)}
        button.rowAction.destructive{color:var(--page-destructive)}
        .shape{min-width:0}
        .alert-buttons>button.plainButton{padding:0 16px}
        .alert-buttons:not(.stacked)>.cancel{order:-1;border-left:none;border-right:1px solid var(--color-gray100)}
        .alert-buttons:not(.stacked)>.cancel:first-child{border-right:none}
        .alert-buttons.stacked>.cancel{order:1}
        .alert.confirmationDialog{align-items:flex-end;padding:0 8px max(34px,calc(var(--safe-bottom,0px) + 8px))}
        .dialog{width:100%;display:flex;flex-direction:column;text-align:center}
        .dialog-text{display:flex;flex-direction:column;gap:4px;padding:14px 16px;background:var(--page-dialog);border-radius:13px 13px 0 0;color:var(--page-secondaryLabel)}
        .dialog>button{width:100%;min-height:57px;padding:0 16px;border-radius:0;background:var(--page-dialog);border-top:1px solid var(--page-separator)}
        .dialog>button:not(.cancel):not(:has(~button:not(.cancel))){border-radius:0 0 13px 13px}
        .dialog>button.cancel{order:1;margin-top:8px;border-top:none;border-radius:13px;background:var(--page-dialogCancel)}

        """
}
