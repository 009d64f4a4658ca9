#!/usr/bin/env python3
"""Writes slipwayctl's man page and its bash completion from the program's own --help texts.

    make-cli-docs.py SLIPWAYCTL MANPAGE COMPLETION VERSION

Both are made from what `slipwayctl --help` and `slipwayctl COMMAND --help` print, so they
always list the commands and options the installed program has.
"""

import datetime
import os
import re
import subprocess
import sys


def help_text(binary, *args):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LC_ALL="C.UTF-8")
    out = subprocess.run([binary, *args, "--help"], capture_output=True, text=True, env=env,
                         timeout=60, check=False)
    # Defaults that name this user's home folder are written as ~.
    return out.stdout.replace(os.path.expanduser("~") + "/", "~/")


def parse_commands(top):
    commands = []
    in_list = False
    for line in top.splitlines():
        if line.startswith("Commands:"):
            in_list = True
            continue
        if in_list:
            m = re.match(r"^  (\S+)\s{2,}(.*)$", line)
            if m:
                commands.append((m.group(1), m.group(2).strip()))
            elif line.strip() == "":
                if commands:
                    in_list = False
    return commands


def parse_command_help(text):
    """Splits a QCommandLineParser help text into usage, description, options, arguments."""
    lines = text.splitlines()
    usage = ""
    description = []
    options = []  # (names, value, help)
    arguments = []
    section = "head"
    for line in lines:
        if line.startswith("Usage: "):
            usage = line[len("Usage: "):]
            section = "description"
            continue
        if line == "Options:":
            section = "options"
            continue
        if line == "Arguments:":
            section = "arguments"
            continue
        if section == "description":
            description.append(line)
        elif section in ("options", "arguments"):
            m = re.match(r"^  (\S.*?)(?:\s{2,}(.*))?$", line)
            if m and not line.startswith("   "):
                entry = [m.group(1), (m.group(2) or "").strip()]
                (options if section == "options" else arguments).append(entry)
            elif line.strip():
                target = options if section == "options" else arguments
                if target:
                    target[-1][1] = (target[-1][1] + " " + line.strip()).strip()
    # "Usage: /path/slipwayctl [options] ARGS": keep what follows the program name
    usage = re.sub(r"^\S+\s*", "", usage)
    while description and not description[-1].strip():
        description.pop()
    return usage, description, options, arguments


def roff(text):
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\n".join(("\\&" + l if l.startswith((".", "'")) else l) for l in text.split("\n"))


def option_names(spec):
    # "-F, --ssh-config <CONFIG>" -> ["-F", "--ssh-config"]
    return [w.rstrip(",") for w in spec.split() if w.startswith("-")]


def write_manpage(path, version, commands, details):
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    date = (datetime.datetime.fromtimestamp(int(epoch), datetime.timezone.utc) if epoch
            else datetime.datetime.now(datetime.timezone.utc))
    out = []
    out.append('.TH SLIPWAYCTL 1 "%s" "Slipway %s" "User Commands"' %
               (date.strftime("%Y-%m-%d"), version))
    out.append(".SH NAME")
    out.append("slipwayctl \\- train PyTorch models on HPC clusters from the command line")
    out.append(".SH SYNOPSIS")
    out.append(".B slipwayctl")
    out.append("[\\fB\\-\\-version\\fR] [\\fB\\-\\-help\\fR] \\fICOMMAND\\fR [\\fIARGS\\fR...]")
    out.append(".SH DESCRIPTION")
    out.append(roff("slipwayctl is the command-line twin of the Slipway desktop application: "
                    "it connects to a cluster's login node over SSH, composes and submits "
                    "job scripts, follows runs and their logs, reads TensorBoard event files, "
                    "forwards TensorBoard, and smoke-tests models locally with LibTorch. It "
                    "shares the run history and the site profiles with the desktop "
                    "application."))
    out.append(".SH COMMANDS")
    for name, summary in commands:
        usage, description, options, arguments = details[name]
        out.append(".SS \\fB%s\\fR" % roff(name))
        out.append(".B slipwayctl %s" % roff(name))
        out.append(roff(usage.replace("[options]", "[OPTIONS]")))
        out.append(".PP")
        body = "\n".join(description).strip() or summary
        paragraphs = [p for p in re.split(r"\n\s*\n", body) if p.strip()]
        for i, para in enumerate(paragraphs):
            if i:
                out.append(".PP")
            out.append(".nf" if "\n  " in para else ".fi")
            out.append(roff(para))
            out.append(".fi")
        for spec, text in options:
            if spec.startswith("-h,") or spec.startswith("--help-all"):
                continue
            out.append(".TP")
            out.append("\\fB%s\\fR" % roff(spec))
            out.append(roff(text))
    out.append(".SH FILES")
    out.append(".TP")
    out.append("\\fI~/.local/share/Slipway/slipway/runs.sqlite\\fR")
    out.append("The run history, shared with the desktop application.")
    out.append(".TP")
    out.append("\\fI~/.ssh/config\\fR, \\fI~/.ssh/known_hosts\\fR")
    out.append(roff("OpenSSH's configuration and known host keys; a changed host key is "
                    "refused."))
    out.append(".SH ENVIRONMENT")
    out.append(".TP")
    out.append("\\fBQT_LOGGING_RULES\\fR")
    out.append(roff("Turns on diagnostic messages by area, e.g. slipway.ssh.debug=true."))
    out.append(".SH SEE ALSO")
    out.append(".BR slipway (1),")
    out.append(".BR ssh (1),")
    out.append(".BR sbatch (1)")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")


def write_completion(path, commands, details):
    cases = []
    for name, _ in commands:
        _, _, options, _ = details[name]
        words = []
        for spec, _ in options:
            words.extend(n for n in option_names(spec) if n != "--help-all")
        cases.append("        %s) opts=%s ;;" % (name, shell_quote(" ".join(words))))
    text = """# bash completion for slipwayctl -*- shell-script -*-
# Made from slipwayctl's own --help texts by packaging/make-cli-docs.py.

_slipwayctl()
{
    local cur prev words cword
    _init_completion || return

    local commands=%s
    if [[ $cword -eq 1 ]]; then
        COMPREPLY=($(compgen -W "$commands --help --version" -- "$cur"))
        return
    fi
    case $prev in
        --spec|--db|-F|--ssh-config|--project|--to|--from)
            _filedir
            return
            ;;
    esac
    local opts=""
    case ${words[1]} in
%s
    esac
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$opts" -- "$cur"))
    else
        _filedir
    fi
} &&
    complete -F _slipwayctl slipwayctl

# ex: filetype=sh
""" % (shell_quote(" ".join(n for n, _ in commands)), "\n".join(cases))
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def shell_quote(s):
    return "'" + s.replace("'", "'\\''") + "'"


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    binary, manpage, completion, version = sys.argv[1:]
    commands = parse_commands(help_text(binary))
    if not commands:
        sys.exit("make-cli-docs.py: %s --help listed no commands" % binary)
    details = {name: parse_command_help(help_text(binary, name)) for name, _ in commands}
    write_manpage(manpage, version, commands, details)
    write_completion(completion, commands, details)


if __name__ == "__main__":
    main()
