/// The replay report's script: the search box and the status buttons filter together (a group
/// with nothing left shows nothing), a filmstrip frame opens its step, and a failed screenshot's
/// slider uncovers expected over actual. Constant, so the page's bytes depend on its content.
enum ReportScripts {
    static let statusAndSlider = """
        const box = document.getElementById('filter');
        let status = 'all';
        function apply() {
          const wanted = box.value.trim().toLowerCase();
          for (const block of document.querySelectorAll('details.scenario')) {
            const byStatus = status === 'all' || block.dataset.status === status;
            const byText = wanted === '' || block.dataset.search.includes(wanted);
            block.hidden = !(byStatus && byText);
          }
          for (const group of document.querySelectorAll('section.group')) {
            group.hidden = !group.querySelector('details.scenario:not([hidden])');
          }
        }
        box.addEventListener('input', apply);
        for (const button of document.querySelectorAll('[data-filter-status]')) {
          button.addEventListener('click', () => {
            status = button.dataset.filterStatus;
            for (const other of document.querySelectorAll('[data-filter-status]')) {
              other.setAttribute('aria-pressed', String(other === button));
            }
            apply();
          });
        }
        for (const frame of document.querySelectorAll('.filmstrip .frame')) {
          frame.addEventListener('click', () => {
            const scenario = frame.closest('details.scenario');
            const step = scenario.querySelector('details.step[data-step="' + frame.dataset.step + '"]');
            if (step) { step.open = true; step.scrollIntoView({block: 'nearest'}); }
          });
        }
        for (const slide of document.querySelectorAll('.screenshot-diff .slide')) {
          const clip = slide.parentElement.querySelector('.expected-clip');
          const update = () => { clip.style.width = slide.value + '%'; };
          slide.addEventListener('input', update);
          update();
        }

        """

    /// What the report adds to the shared stylesheet.
    static let css = """
        .counts-bar{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:0 0 12px}
        .count{font:inherit;padding:4px 10px;border:1px solid #D0D7DE;border-radius:16px;background:#FFFFFF;cursor:pointer}
        .count[aria-pressed="true"]{background:#DDF4FF;border-color:#54AEFF}
        .count .number{font-weight:700}
        .count.passed .number{color:#1A7F37}
        .count.failed .number,.count.error .number{color:#CF222E}
        .duration{color:#57606A;font-size:12px;margin-left:8px}
        .group>h2{font-size:16px;margin:20px 0 8px}
        .filmstrip{display:flex;gap:8px;overflow-x:auto;list-style:none;margin:0;padding:4px 12px 8px}
        .filmstrip .frame{flex:none;cursor:pointer;max-width:110px}
        .thumb{overflow:hidden;border:1px solid #D0D7DE;border-radius:6px;background:#FFFFFF}
        .thumb iframe{transform:scale(.25);transform-origin:0 0;border:0;pointer-events:none}
        .frame.failing .thumb{border-color:#CF222E;border-width:2px}
        .filmstrip .caption{display:block;font-size:11px;line-height:1.3;color:#57606A;margin-top:2px;overflow-wrap:anywhere}
        .screenshot-diff .slider{position:relative;display:inline-block;margin:4px 0}
        .screenshot-diff img{display:block;width:300px;height:auto;border:1px solid #D0D7DE}
        .expected-clip{position:absolute;top:0;left:0;bottom:0;overflow:hidden;border-right:2px solid #CF222E}
        .screenshot-diff .slide{display:block;width:300px}
        .pictures{display:flex;flex-wrap:wrap;gap:12px}
        .pictures figure{margin:0}
        .pictures img{width:200px}

        """
}
