" The text render of a uistate tree: `type #id "text" key=value [flags] → tap …`
if exists('b:current_syntax')
  finish
endif
syntax match uistateType /^\s*\S\+/ nextgroup=uistateId skipwhite
syntax match uistateId /#\S\+/ contained
syntax region uistateString start=/"/ skip=/\\"/ end=/"/ oneline
syntax match uistateKey /\<\w\+=/
syntax match uistateFlag /\[\(disabled\|hidden\|focused\)\]/
syntax match uistateAction /→.*$/
highlight default link uistateType Statement
highlight default link uistateId Identifier
highlight default link uistateString String
highlight default link uistateKey Type
highlight default link uistateFlag WarningMsg
highlight default link uistateAction Comment
let b:current_syntax = 'uistate'
