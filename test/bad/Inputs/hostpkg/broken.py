# A module that does not parse: importing it is an error.
def f(:
    pass
