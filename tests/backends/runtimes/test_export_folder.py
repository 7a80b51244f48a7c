"""``export_model``'s output folder and shapes: an export replaces an earlier one whole (it
left the other format's and other sizes' files beside a new manifest), refuses a folder that
is not an export, and checks its shapes before any work."""

from __future__ import annotations

import json

import pytest

from support.checkpoints import write_checkpoint
from tt_depth_anything_3.backends.runtimes import files
from tt_depth_anything_3.backends.runtimes.export import InputShape
from tt_depth_anything_3.checkpoints import resolve_checkpoint


@pytest.fixture(scope="module")
def checkpoint(tmp_path_factory):
    folder = write_checkpoint(tmp_path_factory.mktemp("metric"), "da3metric-large", seed=0)
    return resolve_checkpoint("da3metric-large", weights_path=folder)


def fake_export(name: str):
    """Writes ``name`` and a manifest, as an export would (no tracing: this is about folders)."""

    def export_into(onnx, network, config, root, fmt, shapes, precision, views):
        (root / name).write_text(fmt)
        manifest = {"format": fmt, "files": [{"file": name}]}
        (root / files.MANIFEST).write_text(json.dumps(manifest))
        return manifest

    return export_into


def test_an_export_replaces_the_earlier_one_whole(checkpoint, tmp_path, monkeypatch):
    out = tmp_path / "export"
    monkeypatch.setattr(files, "_export_into", fake_export("model.xml"))
    files.export_model(checkpoint.config, checkpoint.weights, out, "openvino")
    monkeypatch.setattr(files, "_export_into", fake_export("model.onnx"))
    files.export_model(checkpoint.config, checkpoint.weights, out, "onnx")
    assert sorted(p.name for p in out.iterdir()) == ["manifest.json", "model.onnx"]
    assert not [p for p in tmp_path.iterdir() if p.name != "export"]  # nothing left beside


def test_a_failed_export_keeps_the_earlier_one(checkpoint, tmp_path, monkeypatch):
    out = tmp_path / "export"
    monkeypatch.setattr(files, "_export_into", fake_export("model.onnx"))
    files.export_model(checkpoint.config, checkpoint.weights, out, "onnx")

    def broken(*args):
        (args[3] / "half.onnx").write_text("")
        raise RuntimeError("the trace failed")

    monkeypatch.setattr(files, "_export_into", broken)
    with pytest.raises(RuntimeError, match="the trace failed"):
        files.export_model(checkpoint.config, checkpoint.weights, out, "onnx")
    assert sorted(p.name for p in out.iterdir()) == ["manifest.json", "model.onnx"]
    assert [p.name for p in tmp_path.iterdir()] == ["export"]


def test_folders_that_are_not_exports_and_bad_shapes_are_refused(checkpoint, tmp_path):
    config, weights = checkpoint.config, checkpoint.weights
    (tmp_path / "photos").mkdir()
    (tmp_path / "photos" / "a.jpg").write_bytes(b"x")
    with pytest.raises(ValueError, match="holds files and no manifest.json"):
        files.export_model(config, weights, tmp_path / "photos")
    (tmp_path / "afile").write_text("")
    with pytest.raises(ValueError, match="exists and is not a folder"):
        files.export_model(config, weights, tmp_path / "afile")
    with pytest.raises(ValueError, match="empty text"):
        files.export_model(config, weights, "")
    with pytest.raises(ValueError, match=r"shapes are InputShape.*got \(70, 98\) in"):
        files.export_model(config, weights, tmp_path / "e", shapes=[(70, 98)])
    with pytest.raises(ValueError, match="shapes is a list of InputShape.*got '70x98'"):
        files.export_model(config, weights, tmp_path / "e", shapes="70x98")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="integers"):
        InputShape(70.0, 98)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="shapes named twice"):
        files.export_model(config, weights, tmp_path / "e", shapes=[InputShape(70, 98)] * 2)
    assert not (tmp_path / "e").exists()


def test_an_export_logs_only_the_package_lines_at_info(checkpoint, tmp_path, caplog):
    """A server log at INFO got 200-330 lines of onnxscript / onnx_ir internals a graph."""
    import logging
    import threading

    caplog.set_level(logging.INFO)
    manifest = files.export_model(checkpoint.config, checkpoint.weights, tmp_path / "e", "onnx")
    assert manifest["opset"] == 18 and "(0.485, 0.456, 0.406)" in manifest["input"]
    assert "the graph does not check" in manifest["input"]
    assert "(B, S, 3, H, W)" not in manifest["input"]  # a single-image graph
    assert manifest["compile_config"] == {"INFERENCE_PRECISION_HINT": "f32"}
    assert "5 % to 13 %" in manifest["compile_note"]  # OpenVINO's default bf16, as a range
    assert (
        set(manifest["outputs"]) == {"depth", "sky"} and "x f / 300" in manifest["outputs"]["depth"]
    )
    assert set(manifest["postprocess"]) == {"depth", "sky_fill", "resize_to_original"}
    here = threading.get_ident()  # an earlier test's server or pool threads may log too
    names = {record.name for record in caplog.records if record.thread == here}
    assert names and all(name.startswith("tt_depth_anything_3") for name in names), names
    assert logging.getLogger("onnxscript").level == logging.NOTSET  # restored after


@pytest.mark.parametrize(
    ("precision", "hint", "floor"), [("fp16", "f32", 0.99999), ("bf16", "bf16", 0.999)]
)
def test_fp16_and_bf16_irs_run_as_their_manifest_says(
    checkpoint, tmp_path, capsys, precision, hint, floor
):
    """The fp16-stored IR with its f32 hint is float32 within weight rounding; the bf16 IR runs
    bf16 through the head too (an outside test found it further from float32 than the
    runtime's bf16 with nothing saying so): its manifest and the command say it."""
    ov = pytest.importorskip("openvino")
    from tt_depth_anything_3.backends.runtimes.export import reference_outputs
    from tt_depth_anything_3.backends.runtimes.select import gate_photo, pearson
    from tt_depth_anything_3.backends.torch.loading import build_network
    from tt_depth_anything_3.cli import main

    out = tmp_path / precision
    argv = ["export", "--weights", str(checkpoint.weights.parent), "--format", "openvino"]
    assert main([*argv, "--dtype", precision, "--out", str(out)]) == 0
    manifest = json.loads((out / files.MANIFEST).read_text())
    assert manifest["compile_config"] == {"INFERENCE_PRECISION_HINT": hint}
    assert ("note" in manifest) == (precision == "bf16")
    assert ("the DPT head too" in capsys.readouterr().err) == (precision == "bf16")
    # the IR itself says so too (its rt_info, copied from the ONNX file, said fp32's f32 hint)
    said = ov.Core().read_model(str(out / "model.xml")).get_rt_info()["framework"]
    assert said["precision"].astype(str) == precision
    assert json.loads(said["openvino.compile_config"].astype(str)) == manifest["compile_config"]
    assert ("note" in said) == (precision == "bf16")
    image = gate_photo(InputShape(98, 140))
    reference = reference_outputs(build_network(checkpoint.config, checkpoint.weights), image)
    compiled = ov.Core().compile_model(str(out / "model.xml"), "CPU", manifest["compile_config"])
    depth = next(v for k, v in compiled({"image": image.numpy()}).items() if "depth" in k.names)
    assert pearson(depth.reshape(-1), reference["depth"].reshape(-1)) >= floor


def test_export_dtype_names_are_the_formats_own(checkpoint, tmp_path, capsys):
    from tt_depth_anything_3.cli import main

    argv = ["export", "--weights", str(checkpoint.weights.parent), "--out", str(tmp_path / "e")]
    assert main([*argv, "--format", "openvino", "--dtype", "int8w"]) == 2
    err = capsys.readouterr().err
    assert "--format openvino exports --dtype float32, float16, bfloat16, int8; got 'int8w'" in err
    assert main([*argv, "--dtype", "auto"]) == 2
    assert "--format onnx exports --dtype float32; got 'auto'" in capsys.readouterr().err
    assert not (tmp_path / "e").exists()


def test_a_foreign_manifest_or_unlisted_files_keep_a_folder(checkpoint, tmp_path, monkeypatch):
    """A web app's folder (its own manifest.json) was removed whole by an export (an outside
    test); an export's folder with a user's file beside it is refused too."""
    config, weights = checkpoint.config, checkpoint.weights
    app = tmp_path / "userapp"
    (app / "src").mkdir(parents=True)
    (app / "manifest.json").write_text('{"name": "my-web-app"}')
    (app / "important.txt").write_text("precious")
    with pytest.raises(ValueError, match="manifest.json that is not an export's"):
        files.export_model(config, weights, app)
    (app / "manifest.json").write_bytes(b"\xff{")
    with pytest.raises(ValueError, match="manifest.json that is not an export's"):
        files.export_model(config, weights, app)
    monkeypatch.setattr(files, "_export_into", fake_export("model.onnx"))
    out = tmp_path / "export"
    files.export_model(config, weights, out, "onnx")
    (out / "model.onnx.data").write_text("")  # a companion its export writes above 2 GB
    files.export_model(config, weights, out, "onnx")  # an export's folder: replaced
    (out / "notes.txt").write_text("mine")
    with pytest.raises(ValueError, match="holds notes.txt, which its manifest.json does not"):
        files.export_model(config, weights, out, "onnx")
    assert (app / "important.txt").read_text() == "precious" and (app / "src").is_dir()
    assert (out / "notes.txt").is_file()


def test_the_current_folder_is_refused_before_any_work(checkpoint, tmp_path, monkeypatch):
    """``--out .`` ran the whole export, then failed to move the current folder aside and left
    the export in a hidden ``..partial-*`` folder."""
    inner = tmp_path / "export" / "inner"
    inner.mkdir(parents=True)
    monkeypatch.chdir(inner)
    monkeypatch.setattr(files, "_export_into", fake_export("model.onnx"))
    for out in (".", inner, inner.parent):
        with pytest.raises(ValueError, match="is the current folder or holds it"):
            files.export_model(checkpoint.config, checkpoint.weights, out, "onnx")
    files.export_model(checkpoint.config, checkpoint.weights, "sub", "onnx")  # inside: fine
    assert (inner / "sub" / "model.onnx").is_file()


def test_a_failed_swap_leaves_the_earlier_export_and_no_staging(checkpoint, tmp_path, monkeypatch):
    """An export folder that cannot be moved aside (immutable, busy) left the new export in a
    hidden staging folder beside it after the whole export."""
    out = tmp_path / "export"
    monkeypatch.setattr(files, "_export_into", fake_export("model.onnx"))
    files.export_model(checkpoint.config, checkpoint.weights, out, "onnx")
    replace = files.os.replace

    def immutable(source, target):
        if str(source) == str(out):
            raise PermissionError(1, "Operation not permitted", str(source))
        return replace(source, target)

    monkeypatch.setattr(files.os, "replace", immutable)
    monkeypatch.setattr(files, "_export_into", fake_export("model.xml"))
    with pytest.raises(OSError, match="the export was made but could not replace"):
        files.export_model(checkpoint.config, checkpoint.weights, out, "openvino")
    assert sorted(p.name for p in out.iterdir()) == ["manifest.json", "model.onnx"]
    assert [p.name for p in tmp_path.iterdir()] == ["export"]


@pytest.mark.parametrize(
    ("model", "steps", "says"),
    [
        ("da3metric-large", {"depth", "sky_fill", "resize_to_original"}, "x f / 300"),
        ("da3mono-large", {"depth", "sky_fill", "resize_to_original"}, "relative"),
        ("da3-small", {"depth", "resize_to_original"}, "up to a scale of each image"),
        ("depth-anything-v2-small", {"depth", "resize_to_original"}, "inverse"),
        ("depth-anything-v2-metric-vkitti-small", {"depth", "resize_to_original"}, "metres as"),
        ("da3nested-giant-large", {"depth", "alignment", "resize_to_original"}, "after the"),
    ],
)
def test_the_manifest_says_each_kinds_post_processing(model, steps, says):
    """A user running the file elsewhere could not tell from the manifest that a V2 metric
    graph gives metres (f / 300 put it 58-71 % off), that a mono model's sky is filled, or
    how the nested model aligns (an outside test)."""
    from tt_depth_anything_3.backends.runtimes.manifest_text import postprocess_recipe
    from tt_depth_anything_3.config.schema import DA3Config

    recipe = postprocess_recipe(DA3Config.from_model_name(model))
    assert set(recipe) == steps and says in recipe["depth"]
    assert ("more than 10" in recipe.get("sky_fill", "")) == ("sky_fill" in steps)
    assert ("fill again" in recipe["resize_to_original"]) == ("sky_fill" in steps)


def test_a_symlink_is_refused_and_an_unremovable_old_export_warns(
    checkpoint, tmp_path, monkeypatch
):
    """``--out LINK`` replaced the link by a folder and failed on ``rmtree`` of the link; a
    failed removal of the earlier export failed the command with the new one in place."""
    monkeypatch.setattr(files, "_export_into", fake_export("model.onnx"))
    out = tmp_path / "export"
    files.export_model(checkpoint.config, checkpoint.weights, out, "onnx")
    (tmp_path / "link").symlink_to(out)
    with pytest.raises(ValueError, match="is a symbolic link; name the folder it points to"):
        files.export_model(checkpoint.config, checkpoint.weights, tmp_path / "link", "onnx")

    def stuck(path, *args, **kwargs):
        raise PermissionError(1, "Operation not permitted", str(path))

    monkeypatch.setattr(files.shutil, "rmtree", stuck)
    with pytest.warns(RuntimeWarning, match="could not be removed .* remove it by hand"):
        files.export_model(checkpoint.config, checkpoint.weights, out, "onnx")
    assert (out / "model.onnx").is_file()


def test_python_precisions_take_both_spellings_and_name_no_flag(checkpoint, tmp_path, monkeypatch):
    """``export_model(precision="float16")`` was refused with ``--format openvino exports the
    precisions ('fp32', ...)``: a CLI flag in a Python error, and not the spelling
    ``DepthAnything3(dtype=)`` takes."""
    seen = []

    def export_into(onnx, network, config, root, fmt, shapes, precision, views):
        seen.append(precision)
        return fake_export("model.xml")(onnx, network, config, root, fmt, shapes, precision, views)

    monkeypatch.setattr(files, "_export_into", export_into)
    config, weights = checkpoint.config, checkpoint.weights
    for spelling in ("float16", "fp16", "bfloat16", "BF16", "float32", "int8"):
        files.export_model(config, weights, tmp_path / "e", "openvino", precision=spelling)
    assert seen == ["fp16", "fp16", "bf16", "bf16", "fp32", "int8"]
    with pytest.raises(ValueError) as refused:
        files.export_model(config, weights, tmp_path / "o", "onnx", precision="float16")
    assert "--" not in str(refused.value) and "'fp32' ('float32'); got 'float16'" in str(
        refused.value
    )
    assert not (tmp_path / "o").exists()


def test_the_size_help_says_from_28(capsys):
    from tt_depth_anything_3.cli import main

    with pytest.raises(SystemExit):
        main(["export", "--help"])
    assert "multiples of 14 from 28" in " ".join(capsys.readouterr().out.split())


def test_the_manifest_describes_the_input_kind_its_shapes_pin(tmp_path):
    """``export_model(shapes=[InputShape(h, w, batch, views)])`` wrote a views graph (and its
    ``ref_index``) under a manifest that described single images, ``(B, 3, H, W)``, because the
    manifest followed the ``views`` flag alone; ``views=True`` with single-image shapes wrote
    the reverse. The shapes' own kind is described now; a conflict is refused before any work."""
    folder = write_checkpoint(tmp_path / "small", "da3-small", seed=0)
    small = resolve_checkpoint("da3-small", weights_path=folder)
    config, weights = small.config, small.weights
    with pytest.raises(ValueError, match="shapes mix single images"):
        files.export_model(config, weights, tmp_path / "m",
                           shapes=[InputShape(28, 28), InputShape(28, 28, 1, 2)])  # fmt: skip
    with pytest.raises(ValueError, match="views=True exports the views graph"):
        files.export_model(config, weights, tmp_path / "m", views=True, shapes=[InputShape(28, 28)])
    assert not (tmp_path / "m").exists()
    manifest = files.export_model(
        config, weights, tmp_path / "v", shapes=[InputShape(28, 28, 1, 2)]
    )
    assert manifest["files"][0]["input"] == [1, 2, 3, 28, 28]
    assert "ref_index" in manifest["files"][0]["outputs"]
    assert manifest["input"].startswith("image: float32 (B, S, 3, H, W)")
    assert manifest["outputs"]["depth"].startswith("(B, S, H, W)")
    onnx = pytest.importorskip("onnx")
    graph = onnx.load(str(tmp_path / "v" / manifest["files"][0]["file"]), load_external_data=False)
    meta = {p.key: p.value for p in graph.metadata_props}
    assert (
        meta["input"] == manifest["input"] and meta["output.depth"] == manifest["outputs"]["depth"]
    )
