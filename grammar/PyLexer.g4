// Lexer for the Python 3 syntax that tritonc reads (.tri / .py sources).
//
// The grammar is target-neutral: it contains no actions or predicates.
// Python's layout tokens (INDENT, DEDENT and the logical NEWLINE) are
// produced by the C++ token source in src/frontend/PyTokenSource.cpp, which
// wraps the generated lexer: it drops NEWLINEs inside brackets and on blank
// or comment-only lines, and compares indentation widths.  Here NEWLINE is
// simply every physical line break.
lexer grammar PyLexer;

// INDENT/DEDENT come from the token source; so do MATCH and CASE, the soft
// keywords of the match statement, which the token source gives to a NAME
// `match` or `case` only where it starts a match statement or a case clause.
tokens { INDENT, DEDENT, MATCH, CASE }

// ---- keywords (listed before NAME so that they win ties) ----
FALSE    : 'False';
NONE     : 'None';
TRUE     : 'True';
AND      : 'and';
AS       : 'as';
ASSERT   : 'assert';
ASYNC    : 'async';
AWAIT    : 'await';
BREAK    : 'break';
CLASS    : 'class';
CONTINUE : 'continue';
DEF      : 'def';
DEL      : 'del';
ELIF     : 'elif';
ELSE     : 'else';
EXCEPT   : 'except';
FINALLY  : 'finally';
FOR      : 'for';
FROM     : 'from';
GLOBAL   : 'global';
IF       : 'if';
IMPORT   : 'import';
IN       : 'in';
IS       : 'is';
LAMBDA   : 'lambda';
NONLOCAL : 'nonlocal';
NOT      : 'not';
OR       : 'or';
PASS     : 'pass';
RAISE    : 'raise';
RETURN   : 'return';
TRY      : 'try';
WHILE    : 'while';
WITH     : 'with';
YIELD    : 'yield';

// ---- literals ----
// A string literal keeps its prefix and quotes; the AST builder decodes it.
STRING
    : StrPrefix? ( LongStr | ShortStr )
    ;

NUMBER
    : ImagNumber
    | FloatNumber
    | HexInt
    | OctInt
    | BinInt
    | DecInt
    ;

// ---- names (Unicode letters allowed, as in PEP 3131) ----
NAME
    : IdStart IdContinue*
    ;

// ---- operators and delimiters (longest match picks '**=' over '**') ----
ELLIPSIS     : '...';
DOT          : '.';
COMMA        : ',';
COLON        : ':';
SEMI         : ';';
ARROW        : '->';
WALRUS       : ':=';
OPEN_PAREN   : '(';
CLOSE_PAREN  : ')';
OPEN_BRACK   : '[';
CLOSE_BRACK  : ']';
OPEN_BRACE   : '{';
CLOSE_BRACE  : '}';
POWER        : '**';
STAR         : '*';
IDIV         : '//';
DIV          : '/';
MOD          : '%';
AT           : '@';
ADD          : '+';
MINUS        : '-';
TILDE        : '~';
LSHIFT       : '<<';
RSHIFT       : '>>';
BIT_AND      : '&';
BIT_OR       : '|';
BIT_XOR      : '^';
LT           : '<';
GT           : '>';
EQ           : '==';
NE           : '!=';
LE           : '<=';
GE           : '>=';
ASSIGN       : '=';
ADD_ASSIGN   : '+=';
SUB_ASSIGN   : '-=';
MUL_ASSIGN   : '*=';
AT_ASSIGN    : '@=';
DIV_ASSIGN   : '/=';
MOD_ASSIGN   : '%=';
AND_ASSIGN   : '&=';
OR_ASSIGN    : '|=';
XOR_ASSIGN   : '^=';
LSHIFT_ASSIGN: '<<=';
RSHIFT_ASSIGN: '>>=';
POWER_ASSIGN : '**=';
IDIV_ASSIGN  : '//=';

// ---- layout ----
NEWLINE
    : '\r'? '\n'
    | '\r'
    ;

// A backslash at the end of a line joins it with the next one.
LINE_JOIN
    : '\\' [ \t\f]* ( '\r'? '\n' | '\r' ) -> skip
    ;

WS
    : [ \t\f]+ -> skip
    ;

COMMENT
    : '#' ~[\r\n]* -> skip
    ;

// Anything else is one bad character; the token source turns it into a
// diagnostic (unterminated string, stray backslash, invalid character).
ERRORTOKEN
    : .
    ;

// ---- fragments ----
fragment StrPrefix
    : [rRuUbBfF]
    | [rR] [bBfF]
    | [bBfF] [rR]
    ;

fragment ShortStr
    : '\'' ( StrEscape | ~[\\\r\n'] )* '\''
    | '"' ( StrEscape | ~[\\\r\n"] )* '"'
    ;

fragment LongStr
    : '\'\'\'' ( StrEscape | ~'\\' )*? '\'\'\''
    | '"""' ( StrEscape | ~'\\' )*? '"""'
    ;

// A backslash always takes the next character (a line break included).
fragment StrEscape
    : '\\' ( '\r\n' | . )
    ;

// Leading zeros ('0777') are lexed as one number so that the AST builder
// can explain that they are not allowed.
fragment DecInt
    : [0-9] ( '_'? [0-9] )*
    ;

fragment HexInt : '0' [xX] ( '_'? [0-9a-fA-F] )+ ;
fragment OctInt : '0' [oO] ( '_'? [0-7] )+ ;
fragment BinInt : '0' [bB] ( '_'? [01] )+ ;

fragment Digits : [0-9] ( '_'? [0-9] )* ;

fragment Exponent : [eE] [+-]? Digits ;

fragment PointFloat
    : Digits? '.' Digits
    | Digits '.'
    ;

fragment FloatNumber
    : PointFloat Exponent?
    | Digits Exponent
    ;

fragment ImagNumber
    : ( FloatNumber | Digits ) [jJ]
    ;

fragment IdStart
    : [_\p{L}\p{Nl}]
    ;

fragment IdContinue
    : IdStart
    | [\p{Mn}\p{Mc}\p{Nd}\p{Pc}]
    ;
