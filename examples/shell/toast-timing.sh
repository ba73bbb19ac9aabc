#!/bin/sh
# The README's toast example, ready to paste or run: on the selectable-items screen, text over
# ten characters in the custom item ("직접 입력") shows a toast for two seconds of virtual time.
#
# Requests go in all at once, newline-delimited. Replies to requests on different stores (and
# to store/create) may arrive in any order, so a client matches them by id; here the replies are
# sorted by id before they are printed. Set UISTATE_BIN to use a binary that is not on PATH.
set -eu
UISTATE="${UISTATE_BIN:-uistate}"
STORE='"storeId":"relationship-1"'
printf '%s\n' \
  '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}' \
  '{"jsonrpc":"2.0","id":2,"method":"store/create","params":{"feature":"relationship"}}' \
  '{"jsonrpc":"2.0","id":3,"method":"view/tap","params":{'"$STORE"',"selector":{"text":"직접 입력"}}}' \
  '{"jsonrpc":"2.0","id":4,"method":"view/input","params":{'"$STORE"',"selector":{"id":"customTextField"},"text":"가나다라마바사아자차카"}}' \
  '{"jsonrpc":"2.0","id":5,"method":"store/state","params":{'"$STORE"',"pointer":"/toastMessage"}}' \
  '{"jsonrpc":"2.0","id":6,"method":"clock/advance","params":{'"$STORE"',"ms":2000}}' \
  '{"jsonrpc":"2.0","id":7,"method":"shutdown"}' \
  '{"jsonrpc":"2.0","method":"exit"}' |
  "$UISTATE" serve |
  # Each reply's id first, then sort by it, then drop it again.
  awk -F'"id":' '{ split($2, id, /[,}]/); print id[1] "\t" $0 }' | sort -n | cut -f2-
