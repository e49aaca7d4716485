#!/usr/bin/env python3
"""Gathers the seed corpora of the fuzz targets from the test sources.

  make_corpus.py --root <repo> --out <build>/test/fuzz/corpus

writes
  <out>/frontend/   one input per kernel file (.tri, .py under test/,
                    samples/, stdlib/, bench/corpus/kernels) and per way the
                    tests specialize it, with the "#@" directives that
                    FrontendFuzzer.cpp reads in front of the source;
  <out>/signature/  every --signature and -D value the tests pass.

The specializations come from the tritonc command lines of lit RUN lines
(test/lit, test/bad), the conformance_test / tritonc_cpu_test /
add_tile_kernel calls of the CMake files, and bench/corpus/entries.json.
Files are named by the SHA-1 of their contents, as libFuzzer names the
inputs it adds, so a second run rewrites the same files. Nothing here is
committed: the corpus lives in the build tree.
"""
import argparse
import hashlib
import json
import os
import re
import shlex
import sys

SOURCE_DIRS = ["test", "samples", "stdlib", "bench/corpus/kernels"]
KERNEL_EXTS = (".tri", ".py")
MAX_SPECS_PER_FILE = 6
SKIP_DIRS = {"__pycache__", "fuzz"}


class Spec:
    """One specialization: what #@ lines say."""

    def __init__(self, signature=None, defines=(), kernel=None):
        self.signature = signature
        self.defines = tuple(defines)
        self.kernel = kernel

    def key(self):
        return (self.signature, self.defines, self.kernel)

    def header(self):
        lines = []
        if self.kernel:
            lines.append("#@kernel " + self.kernel)
        if self.signature is not None:
            lines.append("#@signature " + self.signature)
        lines += ["#@D %s=%s" % d for d in self.defines]
        return "".join(line + "\n" for line in lines)


def walk_files(root, exts):
    for top in SOURCE_DIRS:
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS)
            for name in sorted(filenames):
                if name.endswith(exts):
                    yield os.path.join(dirpath, name)


def run_commands(path):
    """The RUN lines of a lit test, continuation lines joined."""
    commands, current = [], ""
    try:
        text = open(path, encoding="utf-8", errors="replace").read()
    except OSError:
        return []
    for line in text.splitlines():
        m = re.search(r"RUN:(.*)$", line)
        if not m:
            continue
        part = m.group(1).rstrip()
        if part.endswith("\\"):
            current += part[:-1] + " "
            continue
        commands.append(current + part)
        current = ""
    return commands


def tritonc_invocations(command):
    """(source, signature, defines, kernel) of each %tritonc in a RUN line."""
    try:
        words = shlex.split(command, posix=True)
    except ValueError:
        return
    i = 0
    while i < len(words):
        if words[i] != "%tritonc":
            i += 1
            continue
        i += 1
        source, signature, defines, kernel = None, None, [], None
        while i < len(words) and words[i] not in ("|", "&&", "||", ";", ">", "2>&1"):
            w = words[i]
            value = words[i + 1] if i + 1 < len(words) else ""
            if w == "--signature":
                signature, i = value, i + 1
            elif w.startswith("--signature="):
                signature = w.split("=", 1)[1]
            elif w == "-D":
                if "=" in value:
                    defines.append(tuple(value.split("=", 1)))
                i += 1
            elif w.startswith("-D") and "=" in w:
                defines.append(tuple(w[2:].split("=", 1)))
            elif w == "--kernel":
                kernel, i = value, i + 1
            elif w.startswith("--kernel="):
                kernel = w.split("=", 1)[1]
            elif w in ("-o", "--emit", "--arch", "--target", "-I", "--header", "--metadata",
                       "--num-warps", "--num-stages", "-MF"):
                i += 1
            elif not w.startswith("-") and (w == "%s" or w.startswith("%S") or w.endswith(KERNEL_EXTS)):
                source = w
            i += 1
        yield source, signature, defines, kernel


def lit_specs(root, specs, signatures):
    for top in ("test/lit", "test/bad"):
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            dirnames.sort()
            for name in sorted(filenames):
                test = os.path.join(dirpath, name)
                for command in run_commands(test):
                    for source, signature, defines, kernel in tritonc_invocations(command):
                        if signature is not None:
                            signatures.add(signature)
                        for _, value in defines:
                            signatures.add(value)
                        if source is None:
                            continue
                        if source == "%s":
                            path = test
                        elif source.startswith("%S"):
                            path = os.path.normpath(os.path.join(dirpath, source[3:]))
                        else:
                            continue
                        specs.setdefault(path, {})
                        spec = Spec(signature, defines, kernel)
                        specs[path].setdefault(spec.key(), spec)


CMAKE_CALL = re.compile(r"\b(conformance_test|tritonc_cpu_test|add_tile_kernel)\s*\((.*?)\)\s*$",
                        re.S | re.M)


def cmake_specs(root, specs, signatures):
    for top in ("test", "samples"):
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            dirnames.sort()
            if "CMakeLists.txt" not in filenames:
                continue
            text = open(os.path.join(dirpath, "CMakeLists.txt"), encoding="utf-8").read()
            for m in CMAKE_CALL.finditer(text):
                try:
                    words = shlex.split(m.group(2).replace("\n", " "), comments=False)
                except ValueError:
                    continue
                if m.group(1) == "conformance_test":
                    if len(words) < 3:
                        continue
                    source, signature, kernel, rest = words[1], words[2], words[0], words[3:]
                else:
                    source = signature = kernel = None
                    rest = words[1:]
                defines, mode = [], None
                for w in rest:
                    if w in ("SOURCE", "KERNEL", "SIGNATURE", "CONSTEXPR", "NUM_WARPS", "ARGS",
                             "PROGRAM", "MAIN", "ARCH", "TARGET", "NUM_STAGES"):
                        mode = w
                    elif mode == "SOURCE":
                        source = w
                    elif mode == "KERNEL":
                        kernel = w
                    elif mode == "SIGNATURE":
                        signature = w
                    elif mode == "CONSTEXPR" and "=" in w:
                        defines.append(tuple(w.split("=", 1)))
                if not source or "${" in source or (signature and "${" in signature):
                    continue
                defines = [d for d in defines if "${" not in d[1]]
                if signature:
                    signatures.add(signature)
                for _, value in defines:
                    signatures.add(value)
                path = os.path.normpath(os.path.join(dirpath, source))
                spec = Spec(signature, defines, kernel)
                specs.setdefault(path, {}).setdefault(spec.key(), spec)


def bench_specs(root, specs, signatures):
    path = os.path.join(root, "bench/corpus/entries.json")
    if not os.path.exists(path):
        return
    for e in json.load(open(path, encoding="utf-8")).get("entries", []):
        source = os.path.join(root, "bench/corpus/kernels", e["file"])
        defines = [(k, str(v)) for k, v in e.get("defines", {}).items()]
        signatures.add(e.get("signature", ""))
        for _, value in defines:
            signatures.add(value)
        spec = Spec(e.get("signature"), defines, e.get("kernel"))
        specs.setdefault(os.path.normpath(source), {}).setdefault(spec.key(), spec)


def write(directory, data):
    os.makedirs(directory, exist_ok=True)
    name = hashlib.sha1(data).hexdigest()
    with open(os.path.join(directory, name), "wb") as f:
        f.write(data)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", required=True, help="the repository")
    parser.add_argument("--out", required=True, help="the corpus directory to fill")
    args = parser.parse_args()
    root = os.path.abspath(args.root)

    specs, signatures = {}, set()
    lit_specs(root, specs, signatures)
    cmake_specs(root, specs, signatures)
    bench_specs(root, specs, signatures)

    frontend = os.path.join(args.out, "frontend")
    count = 0
    for path in walk_files(root, KERNEL_EXTS):
        source = open(path, "rb").read()
        chosen = list(specs.get(os.path.normpath(path), {}).values())[:MAX_SPECS_PER_FILE] or [Spec()]
        for spec in chosen:
            write(frontend, spec.header().encode() + source)
            count += 1
    # A few literals that no test passes as -D but the language has.
    signatures |= {"0x1F", "1_000", "-0.0", "1e-05", "inf", "-nan", "'a\\x00b'", '"\\u00e9"',
                   "(1, 'x', None)", "[True, 2.5]", "tl.bfloat16", "triton.language.float8e4nv",
                   "tensordesc<fp16[64, 64]>", "*fp8e5:16", "i64:1", "u32:16"}
    for s in sorted(signatures):
        write(os.path.join(args.out, "signature"), s.encode())
    print("fuzz corpus: %d frontend inputs, %d signature inputs in %s" % (count, len(signatures), args.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
