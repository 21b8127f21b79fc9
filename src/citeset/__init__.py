"""citeset: test whether the citations in RAG answers justify them."""

__version__ = "0.1.0"
