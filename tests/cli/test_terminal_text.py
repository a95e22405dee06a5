"""Names and values from the data print as text: an escape sequence in a header cannot act on the terminal."""
from tests.cli.test_cli import run


def test_an_escape_sequence_in_a_header_is_printed_visibly(tmp_path):
    data = tmp_path / "t.csv"
    data.write_text("id,\x1b[8mhidden,age\n1,a,30\n2,b,40\n3,c,50\n", encoding="utf-8")
    done = run("risk", "--data", data, "--qi", "\x1b[8mhidden,age")
    assert done.returncode == 0, done.stderr
    assert "\x1b" not in done.stdout + done.stderr
    assert "\\x1b[8mhidden" in done.stdout + done.stderr  # shown, not obeyed
    missing = run("risk", "--data", data, "--qi", "nosuch\x1b[2J")
    assert missing.returncode == 2 and "\x1b" not in missing.stderr and "\\x1b[2J" in missing.stderr


def test_the_terminal_filter_keeps_ordinary_text():
    from dpstudio.cli.terminal import visible

    assert visible("Zoë, 张伟\tΕλένη\n") == "Zoë, 张伟\tΕλένη\n"
    assert visible("a\x1b[31mb\x07\u202e") == "a\\x1b[31mb\\x07\\u202e"
