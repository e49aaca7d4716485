// Parser for Python 3 statements and expressions, as read by tritonc.
//
// It is deliberately permissive where CPython's compiler rather than its
// grammar rejects a program (assignment targets, parameter order, keyword
// arguments after **): the AST builder in src/frontend checks those and
// reports them at the right location.  Expressions are written without left
// recursion, one rule per precedence level, lowest first.
parser grammar PyParser;

options { tokenVocab = PyLexer; }

// ======================= module and statements =======================

file_input
    : ( NEWLINE | stmt )* EOF
    ;

stmt
    : simple_stmts
    | compound_stmt
    ;

simple_stmts
    : simple_stmt ( SEMI simple_stmt )* SEMI? NEWLINE
    ;

simple_stmt
    : expr_stmt
    | del_stmt
    | pass_stmt
    | break_stmt
    | continue_stmt
    | return_stmt
    | raise_stmt
    | yield_stmt
    | import_stmt
    | global_stmt
    | nonlocal_stmt
    | assert_stmt
    ;

// x = y = value | x += 1 | x: int = 3 | f(x)
expr_stmt
    : testlist_star_expr
      ( annassign
      | augassign ( yield_expr | testlist_star_expr )
      | ( ASSIGN ( yield_expr | testlist_star_expr ) )*
      )
    ;

annassign
    : COLON test ( ASSIGN ( yield_expr | testlist_star_expr ) )?
    ;

augassign
    : ADD_ASSIGN | SUB_ASSIGN | MUL_ASSIGN | AT_ASSIGN | DIV_ASSIGN
    | MOD_ASSIGN | AND_ASSIGN | OR_ASSIGN | XOR_ASSIGN | LSHIFT_ASSIGN
    | RSHIFT_ASSIGN | POWER_ASSIGN | IDIV_ASSIGN
    ;

del_stmt      : DEL exprlist ;
pass_stmt     : PASS ;
break_stmt    : BREAK ;
continue_stmt : CONTINUE ;
return_stmt   : RETURN testlist_star_expr? ;
raise_stmt    : RAISE ( test ( FROM test )? )? ;
yield_stmt    : yield_expr ;

import_stmt
    : IMPORT dotted_as_name ( COMMA dotted_as_name )*                    # importName
    | FROM import_level* dotted_name IMPORT import_targets               # importFromModule
    | FROM import_level+ IMPORT import_targets                           # importFromRelative
    ;

import_level : DOT | ELLIPSIS ;

import_targets
    : STAR
    | OPEN_PAREN import_as_name ( COMMA import_as_name )* COMMA? CLOSE_PAREN
    | import_as_name ( COMMA import_as_name )*
    ;

import_as_name : NAME ( AS NAME )? ;
dotted_as_name : dotted_name ( AS NAME )? ;
dotted_name    : NAME ( DOT NAME )* ;

global_stmt   : GLOBAL NAME ( COMMA NAME )* ;
nonlocal_stmt : NONLOCAL NAME ( COMMA NAME )* ;
assert_stmt   : ASSERT test ( COMMA test )? ;

compound_stmt
    : if_stmt
    | while_stmt
    | for_stmt
    | try_stmt
    | with_stmt
    | funcdef
    | classdef
    | decorated
    | async_stmt
    | match_stmt
    ;

async_stmt
    : ASYNC ( funcdef | with_stmt | for_stmt )
    ;

if_stmt
    : IF namedexpr_test COLON block
      ( ELIF namedexpr_test COLON block )*
      ( ELSE COLON block )?
    ;

while_stmt
    : WHILE namedexpr_test COLON block ( ELSE COLON block )?
    ;

for_stmt
    : FOR exprlist IN testlist_star_expr COLON block ( ELSE COLON block )?
    ;

try_stmt
    : TRY COLON block
      ( ( except_clause COLON block )+ ( ELSE COLON block )? ( FINALLY COLON block )?
      | FINALLY COLON block
      )
    ;

// 'except* E' (Python 3.11 exception groups) is accepted as well.
except_clause
    : EXCEPT STAR? ( test ( AS NAME )? )?
    ;

// The parenthesized form (Python 3.10) comes first so that it wins when both
// readings are possible, as in CPython.
with_stmt
    : WITH OPEN_PAREN with_item ( COMMA with_item )* COMMA? CLOSE_PAREN COLON block
    | WITH with_item ( COMMA with_item )* COLON block
    ;

with_item
    : test ( AS expr )?
    ;

block
    : simple_stmts
    | NEWLINE INDENT stmt+ DEDENT
    ;

decorated
    : decorator+ ( classdef | funcdef | async_funcdef )
    ;

decorator
    : AT namedexpr_test NEWLINE
    ;

async_funcdef
    : ASYNC funcdef
    ;

funcdef
    : DEF NAME OPEN_PAREN param_list? CLOSE_PAREN ( ARROW test )? COLON block
    ;

// Order rules (defaults, '/', '*', '**') are checked by the AST builder.
param_list
    : param ( COMMA param )* COMMA?
    ;

param
    : NAME ( COLON test )? ( ASSIGN test )?      # plainParam
    | STAR ( NAME ( COLON test )? )?             # starParam
    | POWER NAME ( COLON test )?                 # kwargsParam
    | DIV                                        # slashParam
    ;

classdef
    : CLASS NAME ( OPEN_PAREN arglist? CLOSE_PAREN )? COLON block
    ;

// ======================= match statement (Python 3.10) =======================

match_stmt
    : MATCH subject_expr COLON NEWLINE INDENT case_block+ DEDENT
    ;

subject_expr
    : ( namedexpr_test | star_expr ) ( COMMA ( namedexpr_test | star_expr ) )* COMMA?
    ;

case_block
    : CASE patterns ( IF namedexpr_test )? COLON block
    ;

// A bare comma list is a sequence pattern: case a, *rest:
patterns
    : star_or_pattern ( COMMA star_or_pattern )* COMMA?
    ;

star_or_pattern
    : STAR NAME                                                  # starPattern
    | pattern                                                    # plainPattern
    ;

pattern
    : or_pattern ( AS NAME )?
    ;

or_pattern
    : closed_pattern ( BIT_OR closed_pattern )*
    ;

closed_pattern
    : literal_expr                                               # literalPattern
    | NAME ( DOT NAME )* ( OPEN_PAREN pattern_args? CLOSE_PAREN )? # namePattern
    | OPEN_PAREN patterns? CLOSE_PAREN                           # parenPattern
    | OPEN_BRACK patterns? CLOSE_BRACK                           # listPattern
    | OPEN_BRACE ( mapping_item ( COMMA mapping_item )* COMMA? )? CLOSE_BRACE # mappingPattern
    ;

// Numbers (with a sign, and complex sums like 1+2j), strings, None, True, False.
literal_expr
    : MINUS? NUMBER ( ( ADD | MINUS ) NUMBER )?
    | STRING+
    | NONE
    | TRUE
    | FALSE
    ;

mapping_item
    : ( literal_expr | NAME ( DOT NAME )+ ) COLON pattern
    | POWER NAME
    ;

pattern_args
    : pattern_arg ( COMMA pattern_arg )* COMMA?
    ;

pattern_arg
    : NAME ASSIGN pattern                                        # keywordPatternArg
    | pattern                                                    # positionalPatternArg
    ;

// ======================= expressions =======================

namedexpr_test
    : test ( WALRUS test )?
    ;

test
    : or_test ( IF or_test ELSE test )?
    | lambdef
    ;

test_nocond
    : or_test
    | lambdef_nocond
    ;

lambdef
    : LAMBDA lambda_params? COLON test
    ;

lambdef_nocond
    : LAMBDA lambda_params? COLON test_nocond
    ;

lambda_params
    : lambda_param ( COMMA lambda_param )* COMMA?
    ;

lambda_param
    : NAME ( ASSIGN test )?                      # plainLambdaParam
    | STAR NAME?                                 # starLambdaParam
    | POWER NAME                                 # kwargsLambdaParam
    | DIV                                        # slashLambdaParam
    ;

or_test  : and_test ( OR and_test )* ;
and_test : not_test ( AND not_test )* ;

not_test
    : NOT not_test
    | comparison
    ;

comparison
    : expr ( comp_op expr )*
    ;

comp_op
    : LT | GT | EQ | GE | LE | NE | IN | NOT IN | IS | IS NOT
    ;

star_expr
    : STAR expr
    ;

expr       : xor_expr ( BIT_OR xor_expr )* ;
xor_expr   : and_expr ( BIT_XOR and_expr )* ;
and_expr   : shift_expr ( BIT_AND shift_expr )* ;
shift_expr : arith_expr ( ( LSHIFT | RSHIFT ) arith_expr )* ;
arith_expr : term ( ( ADD | MINUS ) term )* ;
term       : factor ( ( STAR | AT | DIV | MOD | IDIV ) factor )* ;

factor
    : ( ADD | MINUS | TILDE ) factor
    | power
    ;

// '**' binds tighter than a unary operator on its left, looser on its right.
power
    : atom_expr ( POWER factor )?
    ;

atom_expr
    : AWAIT? atom trailer*
    ;

atom
    : OPEN_PAREN ( yield_expr | testlist_comp )? CLOSE_PAREN      # parenAtom
    | OPEN_BRACK testlist_comp? CLOSE_BRACK                      # listAtom
    | OPEN_BRACE dictorsetmaker? CLOSE_BRACE                     # braceAtom
    | NAME                                                       # nameAtom
    | NUMBER                                                     # numberAtom
    | STRING+                                                    # stringAtom
    | ELLIPSIS                                                   # ellipsisAtom
    | NONE                                                       # noneAtom
    | TRUE                                                       # trueAtom
    | FALSE                                                      # falseAtom
    ;

testlist_comp
    : ( namedexpr_test | star_expr )
      ( comp_for
      | ( COMMA ( namedexpr_test | star_expr ) )* COMMA?
      )
    ;

trailer
    : OPEN_PAREN arglist? CLOSE_PAREN                            # callTrailer
    | OPEN_BRACK subscriptlist CLOSE_BRACK                       # subscriptTrailer
    | DOT NAME                                                   # attributeTrailer
    ;

subscriptlist
    : subscript ( COMMA subscript )* COMMA?
    ;

subscript
    : test? COLON test? ( COLON test? )?                          # sliceSubscript
    | namedexpr_test                                             # indexSubscript
    | star_expr                                                  # starSubscript
    ;

exprlist
    : ( expr | star_expr ) ( COMMA ( expr | star_expr ) )* COMMA?
    ;

testlist
    : test ( COMMA test )* COMMA?
    ;

testlist_star_expr
    : ( test | star_expr ) ( COMMA ( test | star_expr ) )* COMMA?
    ;

dictorsetmaker
    : dict_entry ( comp_for | ( COMMA dict_entry )* COMMA? )
    | set_entry ( comp_for | ( COMMA set_entry )* COMMA? )
    ;

dict_entry
    : test COLON test
    | POWER expr
    ;

set_entry
    : namedexpr_test
    | star_expr
    ;

arglist
    : argument ( COMMA argument )* COMMA?
    ;

argument
    : NAME ASSIGN test                                           # keywordArg
    | POWER test                                                 # kwargsArg
    | STAR test                                                  # starArg
    | test comp_for                                              # generatorArg
    | test WALRUS test                                           # walrusArg
    | test                                                       # positionalArg
    ;

comp_for
    : ASYNC? FOR exprlist IN or_test ( comp_for | comp_if )?
    ;

comp_if
    : IF test_nocond ( comp_for | comp_if )?
    ;

yield_expr
    : YIELD ( FROM test | testlist_star_expr )?
    ;
