;;; uistate-test.el --- Headless tests of uistate.el against the built host -*- lexical-binding: t; -*-

;; Run by clients/emacs/test.sh: emacs --batch, ERT, a real `uistate serve' (UISTATE_BIN).
;; Waits are for events (process output), never for time to pass; the deadline is a safety net.

(require 'ert)
(require 'uistate)

(defun uistate-test--wait-until (predicate)
  "Read the host's output (and run the timers it schedules) until PREDICATE holds."
  (let ((deadline (+ (float-time) 60)))   ; a safety net only: each wait ends on an event
    (while (and (not (funcall predicate)) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    (unless (funcall predicate)
      (dolist (buffer (buffer-list))
        (when (string-prefix-p "*uistate" (buffer-name buffer))
          (message "--- %s (point %d):\n%s" (buffer-name buffer) (with-current-buffer buffer (point))
                   (with-current-buffer buffer (buffer-string))))))
    (should (funcall predicate))))

(defun uistate-test--line-with (buffer text)
  "Move point in BUFFER to the line containing TEXT."
  (with-current-buffer buffer
    (goto-char (point-min))
    (should (search-forward text nil t))
    (beginning-of-line)))

(defun uistate-test--shows (buffer text)
  (with-current-buffer buffer (save-excursion (goto-char (point-min)) (search-forward text nil t))))

(ert-deftest uistate-open-shows-the-tree-and-a-tap-updates-it-live ()
  (let ((buffer (uistate-open "counter")))
    (should (uistate-test--shows buffer "text #counter.count \"0\""))
    (uistate-test--line-with buffer "label=\"Increment\"")
    (with-current-buffer buffer
      (should (equal (uistate-node-at-point) '("counter.buttons/button.1" . "button")))
      (uistate-tap))
    ;; The buffer is rendered again because store/didChange arrived, not because of the reply.
    (uistate-test--wait-until (lambda () (uistate-test--shows buffer "text #counter.count \"1\"")))
    (uistate-test--line-with buffer "textField #counter.field")
    (with-current-buffer buffer (uistate-input "42"))
    (uistate-test--wait-until (lambda () (uistate-test--shows buffer "text #counter.count \"42\"")))
    (kill-buffer buffer)))

(ert-deftest uistate-a-tap-on-a-line-without-a-node-is-a-user-error ()
  (with-temp-buffer
    (insert "no node here\n")
    (goto-char (point-min))
    (should-error (uistate-tap) :type 'user-error)))

(ert-deftest uistate-history-lists-entries-and-jumps-back ()
  (let* ((buffer (uistate-open "counter"))
         (store-id (buffer-local-value 'uistate-store-id buffer)))
    (uistate-test--line-with buffer "label=\"Increment\"")
    (with-current-buffer buffer (uistate-tap) (uistate-tap))
    (uistate-test--wait-until (lambda () (uistate-test--shows buffer "text #counter.count \"2\"")))
    (let ((history (with-current-buffer buffer (uistate-history))))
      (should (uistate-test--shows history "\"incrementButtonTapped\""))
      (uistate-test--line-with history "v0 initial")
      (with-current-buffer history (uistate-history-jump))
      (uistate-test--wait-until (lambda () (uistate-test--shows buffer "text #counter.count \"0\"")))
      ;; The history follows too: the jump is an entry of its own.
      (uistate-test--wait-until (lambda () (uistate-test--shows history " jump ")))
      (should (equal (buffer-local-value 'uistate-store-id history) store-id))
      (kill-buffer history))
    (kill-buffer buffer)))

(ert-deftest uistate-stop-shuts-down-with-null-params-and-the-host-exits-zero ()
  (let* ((connection (uistate-connection))
         (process (jsonrpc--process connection)))
    ;; Eglot sends `"params": null' for shutdown and exit; the host accepts both.
    (should (null (jsonrpc-request connection 'host/echo nil :timeout 60)))
    (uistate-stop)
    (uistate-test--wait-until (lambda () (not (process-live-p process))))
    (should (eq (process-exit-status process) 0))
    (should (null uistate--connection))))

;;; uistate-test.el ends here
