"""`python -m citeset`."""

from citeset.cli import main

main()
