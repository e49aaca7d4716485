# Star-imported by the package: found when a name is looked up, evaluated then.
TWICE_FACTOR = 2
_PRIVATE = 3
