"""Drives `uistate record` on a pseudo-terminal, one keystroke batch at a time.

Usage: record_pty.py UISTATE OUTPUT_FILE
Each batch is written only after the output it waits for has arrived (the prompt, the
completed word), so the run never depends on timing; 60 s per wait is a safety net only.
Prints the terminal transcript; exits with the recorder's exit status.
"""
import fcntl
import os
import pty
import select
import struct
import sys
import termios

binary, output = sys.argv[1], sys.argv[2]
pid, fd = pty.fork()
if pid == 0:
    fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 50, 200, 0, 0))
    os.environ["TERM"] = "xterm"
    os.environ["SWIFT_BACKTRACE"] = "interactive=no"
    os.execv(binary, [binary, "record", "--feature", "counter", "-o", output])

transcript = b""
seen = 0  # waits look only at output after the previous match


def read_some():
    global transcript
    ready, _, _ = select.select([fd], [], [], 60)
    if not ready:
        raise SystemExit("timed out; transcript:\n" + transcript.decode(errors="replace"))
    try:
        chunk = os.read(fd, 65536)
    except OSError:
        chunk = b""
    transcript += chunk
    return chunk


def wait_for(token):
    global seen
    while True:
        found = transcript.find(token, seen)
        if found >= 0:
            seen = found + len(token)
            return
        if not read_some():
            raise SystemExit("ended before %r; transcript:\n%s" % (token, transcript.decode(errors="replace")))


prompt = b"counter> "
wait_for(prompt)
os.write(fd, b"tap Inc\t")          # Tab completes the label
wait_for(b"rement ")  # what Tab inserted
os.write(fd, b"\r")
wait_for(prompt)
os.write(fd, b"\x1b[A")             # Up recalls the last line
wait_for(b"Increment")
os.write(fd, b"\r")
wait_for(prompt)
os.write(fd, b"sen\t")              # the command completes
wait_for(b"d ")  # the rest of "send", after a cursor move
os.write(fd, b"decr\t")             # then the action name
wait_for(b"ementButtonTapped ")
os.write(fd, b"\r")
wait_for(prompt)
os.write(fd, b"advance 5000\r")     # let the fact effects finish, so the recording replays
wait_for(prompt)
os.write(fd, b"quit\r")
while read_some():
    pass
_, status = os.waitpid(pid, 0)
sys.stdout.write(transcript.decode(errors="replace"))
sys.exit(os.waitstatus_to_exitcode(status))
