;;; uistate.el --- Drive a uistate host from Emacs -*- lexical-binding: t; -*-

;; Version: 0.1.0
;; Package-Requires: ((emacs "28.1") (jsonrpc "1.0.14"))
;; Keywords: tools

;;; Commentary:

;; Starts `uistate serve' and speaks its JSON-RPC protocol through Emacs's built-in
;; `jsonrpc.el' (Content-Length framing, as Eglot does).  `uistate-open' creates a store of a
;; feature and shows its tree (the host's text outline, one line per node) in a buffer that
;; follows the store live: it subscribes and renders again on every `store/didChange'.  In that
;; buffer RET taps the node at point, `i' types into the text field at point, `h' lists the
;; history (RET on an entry jumps to its version) and `g' renders again.  `uistate-stop' sends
;; `shutdown' and `exit' with null params, as Eglot does.

;;; Code:

(require 'cl-lib)
(require 'jsonrpc)

(defgroup uistate nil "Drive a uistate host." :group 'tools)

(defcustom uistate-program nil
  "The uistate executable; nil looks at $UISTATE_BIN, then `uistate' on PATH."
  :type '(choice (const nil) file))

(defvar uistate--connection nil "The running host's `jsonrpc-process-connection'.")

(defvar-local uistate-store-id nil "The store this buffer shows.")
(defvar-local uistate-version nil "The store version this buffer shows.")

(defun uistate--program ()
  (or uistate-program (getenv "UISTATE_BIN") (executable-find "uistate")
      (user-error "uistate: no executable (set `uistate-program' or UISTATE_BIN)")))

(defun uistate--method (name)
  "jsonrpc.el takes method names as symbols."
  (intern name))

(defun uistate-connection ()
  "The running host, started (and initialized) if need be."
  (unless (and uistate--connection (jsonrpc-running-p uistate--connection))
    (let* ((process (make-process :name "uistate" :command (list (uistate--program) "serve")
                                  :connection-type 'pipe :coding 'utf-8-emacs-unix :noquery t
                                  :stderr (get-buffer-create " *uistate stderr*")))
           (connection (jsonrpc-process-connection
                        :name "uistate" :process process
                        :notification-dispatcher #'uistate--notification
                        :request-dispatcher #'ignore)))
      (jsonrpc-request connection (uistate--method "initialize")
                       '(:clientInfo (:name "emacs") :protocolVersion "0.1.0"))
      (jsonrpc-notify connection (uistate--method "initialized") nil)
      (setq uistate--connection connection)))
  uistate--connection)

(defun uistate-call (method &optional params)
  "Send request METHOD (a string) with PARAMS (a plist) and wait for its result.
Waits without `jsonrpc-request': in Emacs 28 its reply handler throws out of the
process filter, and messages that arrived in the same read after the reply (a
`store/didChange' right behind it) were lost.  Here the reply only sets a flag."
  (let* ((done nil) (result nil) (failure nil)
         (deadline (+ (float-time) 60)))
    (jsonrpc-async-request (uistate-connection) (uistate--method method) params
                           :success-fn (lambda (value) (setq result value done t))
                           :error-fn (lambda (error) (setq failure error done t))
                           :timeout-fn (lambda () (setq failure '(:message "timed out") done t)))
    (while (and (not done) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    (cond (failure (error "uistate: %s" (plist-get failure :message)))
          ((not done) (error "uistate: no answer to %s" method))
          (t result))))

(defun uistate-stop ()
  "Shut the host down: `shutdown', then `exit'.
Both go with null params, as Eglot sends them."
  (interactive)
  (when (and uistate--connection (jsonrpc-running-p uistate--connection))
    (let ((connection uistate--connection))
      (jsonrpc-request connection (uistate--method "shutdown") nil)
      (jsonrpc-notify connection (uistate--method "exit") nil)))
  (setq uistate--connection nil))

;;;; Tree buffers

(defvar uistate-tree-mode-map
  (let ((map (make-sparse-keymap)))
    (define-key map (kbd "RET") #'uistate-tap)
    (define-key map (kbd "i") #'uistate-input)
    (define-key map (kbd "g") #'uistate-refresh)
    (define-key map (kbd "h") #'uistate-history)
    map)
  "Keys of a uistate tree buffer.")

(define-derived-mode uistate-tree-mode special-mode "uistate"
  "A uistate store's tree, one line per node; it follows the store live.")

(defun uistate--tree-buffer (store-id)
  (get-buffer-create (format "*uistate %s*" store-id)))

(defun uistate-open (feature)
  "Create a store of FEATURE and show its tree in a buffer that follows it."
  (interactive
   (list (completing-read "Feature: " (mapcar (lambda (plugin) (plist-get plugin :name))
                                              (plist-get (uistate-call "plugin/list") :plugins)))))
  (let* ((created (uistate-call "store/create" (list :feature feature)))
         (store-id (plist-get created :storeId))
         (buffer (uistate--tree-buffer store-id)))
    (with-current-buffer buffer
      (uistate-tree-mode)
      (setq uistate-store-id store-id))
    (uistate-call "store/subscribe" (list :storeId store-id :state t))
    (uistate--show-tree buffer (uistate-call "view/render" (list :storeId store-id :format "text")))
    (pop-to-buffer buffer)
    buffer))

(defun uistate--show-tree (buffer result)
  "Show RESULT (a `view/render' result) in BUFFER.
Nothing changes when BUFFER already shows a later version."
  (when (and (buffer-live-p buffer)
             (>= (plist-get result :version) (or (buffer-local-value 'uistate-version buffer) -1)))
    (with-current-buffer buffer
      (let ((line (line-number-at-pos))
            (inhibit-read-only t))
        (erase-buffer)
        (insert (plist-get result :tree))
        (setq uistate-version (plist-get result :version))
        (goto-char (point-min))
        (forward-line (1- line))))))

(defun uistate--async (method params on-result)
  "Send METHOD with PARAMS without waiting; call ON-RESULT with the result.
Used from notifications, where a waiting request would nest inside
another request's wait."
  (jsonrpc-async-request (uistate-connection) (uistate--method method) params
                         :success-fn on-result
                         :error-fn (lambda (error) (message "uistate: %s" (plist-get error :message)))))

(defun uistate--render (buffer)
  "Render BUFFER's store again, asynchronously."
  (when (buffer-live-p buffer)
    (uistate--async "view/render"
                    (list :storeId (buffer-local-value 'uistate-store-id buffer) :format "text")
                    (lambda (result) (uistate--show-tree buffer result)))))

(defun uistate-refresh ()
  "Render the current store again."
  (interactive)
  (uistate--show-tree (current-buffer)
                      (uistate-call "view/render" (list :storeId uistate-store-id :format "text"))))

(defun uistate--notification (_connection method params)
  "On `store/didChange', render the store's tree and history buffers again."
  (when (eq method 'store/didChange)
    (let* ((store-id (plist-get params :storeId))
           (buffer (get-buffer (format "*uistate %s*" store-id)))
           (history (get-buffer (format "*uistate history %s*" store-id))))
      (when (and buffer (< (or (buffer-local-value 'uistate-version buffer) -1)
                           (plist-get params :version)))
        (uistate--render buffer))
      (when history (uistate--list-history history)))))

(defun uistate-node-at-point ()
  "The id and type of the node on the current line: (ID . TYPE), or nil."
  (save-excursion
    (beginning-of-line)
    (when (looking-at "^ *\\([A-Za-z]+\\) #\\([^ \n]+\\)")
      (cons (match-string-no-properties 2) (match-string-no-properties 1)))))

(defun uistate--node-id ()
  (or (car (uistate-node-at-point)) (user-error "uistate: no node on this line")))

(defun uistate-tap ()
  "Tap the node at point (`view/tap' with its id)."
  (interactive)
  (uistate-call "view/tap" (list :storeId uistate-store-id :selector (list :id (uistate--node-id)))))

(defun uistate-input (text)
  "Type TEXT into the text field at point (`view/input')."
  (interactive (list (read-string "Text: ")))
  (uistate-call "view/input" (list :storeId uistate-store-id :selector (list :id (uistate--node-id)) :text text)))

;;;; History

(defvar uistate-history-mode-map
  (let ((map (make-sparse-keymap)))
    (define-key map (kbd "RET") #'uistate-history-jump)
    (define-key map (kbd "g") #'uistate-history-refresh)
    map)
  "Keys of a uistate history buffer.")

(define-derived-mode uistate-history-mode special-mode "uistate-history"
  "A store's history, one entry a line: `vVERSION ORIGIN ACTION'.
RET jumps to the version on the line.")

(defun uistate-history ()
  "List the current store's history in a buffer."
  (interactive)
  (let ((store-id uistate-store-id)
        (buffer (get-buffer-create (format "*uistate history %s*" uistate-store-id))))
    (with-current-buffer buffer
      (uistate-history-mode)
      (setq uistate-store-id store-id))
    (uistate--show-history buffer (uistate-call "history/list" (list :storeId store-id :limit 1000)))
    (pop-to-buffer buffer)
    buffer))

(defun uistate--list-history (buffer)
  "List BUFFER's store's history again, asynchronously."
  (when (buffer-live-p buffer)
    (uistate--async "history/list" (list :storeId (buffer-local-value 'uistate-store-id buffer) :limit 1000)
                    (lambda (result) (uistate--show-history buffer result)))))

(defun uistate--show-history (buffer result)
  "Show RESULT (a `history/list' result) in BUFFER, one entry a line."
  (when (buffer-live-p buffer)
    (with-current-buffer buffer
      (let ((line (line-number-at-pos))
            (inhibit-read-only t))
        (erase-buffer)
        (insert (propertize "v0 initial\n" 'uistate-version 0))
        (cl-loop for entry across (plist-get result :entries)
                 do (insert (propertize
                             (format "v%d %-11s %s\n" (plist-get entry :version) (plist-get entry :origin)
                                     (uistate--action-text (plist-get entry :action)))
                             'uistate-version (plist-get entry :version))))
        (goto-char (point-min))
        (forward-line (1- line))))))

(defun uistate--action-text (action)
  (cond ((null action) "")
        ((stringp action) (format "\"%s\"" action))
        (t (json-serialize action :null-object nil :false-object :json-false))))

(defun uistate-history-refresh ()
  "List the history again."
  (interactive)
  (uistate--show-history (current-buffer)
                         (uistate-call "history/list" (list :storeId uistate-store-id :limit 1000))))

(defun uistate-history-jump (&optional version)
  "Jump the store to VERSION (default: the entry at point).
`history/jump' restores the state and never re-runs an effect."
  (interactive)
  (let ((version (or version (get-text-property (line-beginning-position) 'uistate-version)
                     (user-error "uistate: no history entry on this line"))))
    (uistate-call "history/jump" (list :storeId uistate-store-id :version version))))

(provide 'uistate)
;;; uistate.el ends here
