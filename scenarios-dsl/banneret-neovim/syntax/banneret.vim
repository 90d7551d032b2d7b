" Banneret: .gamesystem, .hexmap and .scenario files. Made by scenarios-dsl/banneret-vscode/scripts/grammar.js
" from the words of Banneret.xtext (npm run grammar there); do not edit.
if exists('b:current_syntax')
  finish
endif
syntax case match
syntax keyword banneretKeyword aboard along armour as at attack automatic back banner banners because blocks
syntax keyword banneretKeyword by carrying cite class closed code color column columns command commanded cost
syntax keyword banneretKeyword counter counting cover damage default defence descending description digits edge effect elevation
syntax keyword banneretKeyword enters except face faces facing feature first flipped follows footprint for formation
syntax keyword banneretKeyword from front game glyph grid hex hexside hidden hull impassable in initiative
syntax keyword banneretKeyword labels levels limit line map marker material max mix mm movement nationality
syntax keyword banneretKeyword note number of off offset on order palette pattern per prefix range
syntax keyword banneretKeyword record region replaces role rotated row rows rule rules scenario set setup
syntax keyword banneretKeyword sheet side sight slot stacking structure symbol system task terrain to traits
syntax keyword banneretKeyword turn turns under unique unit value values variant victory waive with x
syntax keyword banneretValue E N NE NW S SE SW W alpha captured circle cleared
syntax keyword banneretValue controlled counters cross dashed dead diamond dot dotted double even exited exits
syntax keyword banneretValue flat healthy holds killed morale numeric odd other pointy prefixed single solid
syntax keyword banneretValue square star strength stunned triangle wounded
syntax match banneretValue /\<wounded-stunned\>/
syntax match banneretNumber /[+-]\=\<\d\+\(\.\d\+\)\=\>/
syntax match banneretArea /\<\w\+(\d\+)/
syntax match banneretCitation /\[[A-Z][^\]"]*\d[^\]"]*\]/ contained
syntax region banneretString start=/"/ skip=/\\./ end=/"/ contains=banneretCitation
syntax region banneretString start=/'/ skip=/\\./ end=/'/ contains=banneretCitation
syntax match banneretComment "//.*$" contains=@Spell
syntax region banneretComment start="/\*" end="\*/" contains=@Spell
highlight default link banneretKeyword Keyword
highlight default link banneretValue Constant
highlight default link banneretNumber Number
highlight default link banneretArea Identifier
highlight default link banneretCitation Underlined
highlight default link banneretString String
highlight default link banneretComment Comment
let b:current_syntax = 'banneret'
