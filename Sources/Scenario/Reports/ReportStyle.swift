/// The stylesheet and the filter script shared by the replay report and the gallery. Constants:
/// the pages' bytes depend on their content alone.
enum ReportStyle {
    static let css = """
        *{box-sizing:border-box}
        body{margin:0;padding:24px;font-family:system-ui,-apple-system,"Noto Sans CJK KR",sans-serif;font-size:14px;line-height:1.45;color:#1F2328;background:#F6F8FA}
        h1{font-size:22px;margin:0 0 4px}
        .summary{margin:0 0 16px;color:#57606A}
        .toolbar{display:flex;gap:12px;align-items:center;margin:0 0 16px}
        #filter{flex:1;max-width:480px;padding:8px 10px;font:inherit;border:1px solid #D0D7DE;border-radius:6px}
        details{background:#FFFFFF;border:1px solid #D0D7DE;border-radius:8px;margin:0 0 8px}
        details>summary{cursor:pointer;padding:8px 12px;list-style-position:inside}
        details details{margin:8px 12px;border-color:#E5E7EB}
        .mark{display:inline-block;width:1.4em;font-weight:700}
        .passed>summary .mark{color:#1A7F37}
        .failed>summary .mark,.error>summary .mark{color:#CF222E}
        .step.failing{border-color:#CF222E}
        .file{color:#57606A;font-size:12px;margin-left:8px}
        .counts{color:#57606A;font-size:12px;margin-left:8px}
        .body{display:flex;flex-wrap:wrap;gap:16px;padding:0 12px 12px}
        .facts{flex:1 1 360px;min-width:0}
        .facts h4{margin:12px 0 4px;font-size:12px;text-transform:uppercase;letter-spacing:.04em;color:#57606A}
        pre{margin:0;padding:8px;background:#F6F8FA;border-radius:6px;overflow:auto;font-size:12px;line-height:1.4;white-space:pre-wrap;word-break:break-word}
        .diff .del{color:#CF222E;background:#FFEBE9;display:block}
        .diff .ins{color:#1A7F37;background:#DAFBE1;display:block}
        .failure{border-left:4px solid #CF222E;padding:8px 12px;background:#FFF5F5;margin:12px 0}
        .failure .where{color:#57606A;font-size:12px}
        .screen{flex:none}
        .screen iframe{display:block;box-sizing:content-box;border:1px solid #D0D7DE;border-radius:12px;background:#FFFFFF}
        .screen figcaption{font-size:12px;color:#57606A;margin-top:4px}
        .none{color:#8C959F}
        .grid{display:flex;flex-wrap:wrap;gap:16px;padding:0 12px 12px}
        .grid figure{margin:0}
        .placeholder{display:flex;flex-direction:column;justify-content:center;gap:8px;padding:24px;border-radius:12px;text-align:center;font-size:13px}
        .placeholder p{margin:0;overflow-wrap:anywhere}
        .skipped .placeholder{border:1px dashed #8C959F;background:repeating-linear-gradient(135deg,#F6F8FA 0 12px,#EEF1F4 12px 24px);color:#57606A}
        .missing .placeholder{border:1px solid #CF222E;background:#FFF5F5;color:#82071E}
        [hidden]{display:none!important}

        """

    /// Hides the `[data-search]` blocks whose text does not contain what the filter box holds
    /// (case-insensitive); on every page.
    static let filterScript = """
        const box = document.getElementById('filter');
        box.addEventListener('input', () => {
          const wanted = box.value.trim().toLowerCase();
          for (const block of document.querySelectorAll('[data-search]')) {
            block.hidden = wanted !== '' && !block.dataset.search.includes(wanted);
          }
        });

        """

    /// Fits each `iframe[data-fit]` to what its screen draws, once the frame has loaded: the
    /// farthest right and bottom edge of any element in it plus the screen's own padding, never
    /// more than the document's scroll size (a presentation fills the screen, so it keeps it).
    /// Layout is the browser's, so this is exact where an estimate from the tree could not be;
    /// without scripts a frame keeps the screen's size. Only for the gallery's component page.
    static let fitScript = """
        function fit(frame) {
          const doc = frame.contentDocument;
          const screen = doc && doc.querySelector('.screen');
          if (!screen) return;
          let right = 0, bottom = 0;
          for (const element of screen.querySelectorAll('*')) {
            const box = element.getBoundingClientRect();
            if (box.width === 0 && box.height === 0) continue;
            right = Math.max(right, box.right);
            bottom = Math.max(bottom, box.bottom);
          }
          if (right === 0 && bottom === 0) return;
          const padding = getComputedStyle(screen);
          const root = doc.documentElement;
          frame.width = Math.ceil(Math.min(right + parseFloat(padding.paddingRight), root.scrollWidth));
          frame.height = Math.ceil(Math.min(bottom + parseFloat(padding.paddingBottom), root.scrollHeight));
          frame.dataset.fitted = '';
        }
        for (const frame of document.querySelectorAll('iframe[data-fit]')) {
          frame.addEventListener('load', () => fit(frame));
          fit(frame);
        }

        """
}
