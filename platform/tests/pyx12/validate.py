"""Validate X12 files with pyx12 and print one JSON line per file.

Usage: python validate.py FILE...

Each line reads {"file": path, "ok": bool, "errors": [message, ...]}. A file is
valid only when pyx12 says so and reports no error: the errors come from pyx12's
JSON error document, each with its segment, or else from what pyx12 logs (a file
it cannot parse has no error document).
"""

import io
import json
import logging
import sys

import pyx12.params
import pyx12.x12n_document


class Collector(logging.Handler):
    def __init__(self):
        super().__init__(level=logging.ERROR)
        self.messages = []

    def emit(self, record):
        self.messages.append(record.getMessage())


def located(node, kind):
    """Where an error sits, in the words of pyx12's error document."""
    if kind == "segment":
        return (
            f"line {node.get('cur_line')} ({node.get('seg_id')}, "
            f"segment {node.get('seg_count')} of its transaction)"
        )
    return f"{kind} at line {node.get('cur_line')}"


def document_errors(node, kind="document", where=""):
    """Every error in pyx12's JSON error document, each prefixed by where it sits."""
    if kind not in ("document", "element"):
        where = located(node, kind)
    found = []
    for error in node.get("errors", []):
        found.append(f"{where}: {error.get('err_str')} (error {error.get('err_cde')})")
    for key, child_kind in (
        ("interchanges", "interchange"),
        ("groups", "group"),
        ("transactions", "transaction"),
        ("segments", "segment"),
        ("elements", "element"),
    ):
        for child in node.get(key, []):
            found.extend(document_errors(child, child_kind, where))
    return found


def validate(path, params, collector):
    collector.messages.clear()
    errors_json = io.StringIO()
    try:
        ok = pyx12.x12n_document.x12n_document(
            param=params,
            src_file=path,
            fd_997=None,
            fd_html=None,
            fd_xmldoc=None,
            fd_json=errors_json,
        )
    except Exception as error:  # pyx12 raises on some malformed input
        return False, [f"pyx12 stopped: {type(error).__name__}: {error}"]
    errors = document_errors(json.loads(errors_json.getvalue() or "{}"))
    errors = errors or list(collector.messages)
    if not ok and not errors:
        errors = ["pyx12 finds the file invalid without saying why"]
    return ok and not errors, errors


def main(paths):
    collector = Collector()
    logger = logging.getLogger("pyx12")
    logger.addHandler(collector)
    logger.setLevel(logging.ERROR)
    logger.propagate = False
    params = pyx12.params.params()
    for path in paths:
        ok, errors = validate(path, params, collector)
        print(json.dumps({"file": path, "ok": ok, "errors": errors}), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
