"""tt-da3 info / predict through the console entry point."""

from __future__ import annotations

import json
import shutil

import cv2
import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3 import DepthOutput
from tt_depth_anything_3.checkpoints import resolve_checkpoint
from tt_depth_anything_3.cli import main


def test_info_explains_what_tt_needs(capsys):
    assert main(["info", "--device", "tt"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert "da3metric-large" in info["supported_models"]
    if not info["tt"]["ready"]:
        assert info["tt"]["missing"]
    # the engines' versions, and the providers ONNX Runtime has (CUDA / TensorRT: onnxruntime-gpu)
    assert set(info["runtimes"]) >= {"onnxruntime", "openvino"}
    if info["runtimes"]["onnxruntime"]:
        assert "CPUExecutionProvider" in info["onnxruntime_providers"]


def test_info_says_which_kernels_the_tt_program_runs(capsys, monkeypatch):
    """The default (fast) program runs both TT-Lang kernels' shipped compiles; the accurate one,
    or TT_DA3_RESIZE=stock, the stock ops; the info says where their code comes from."""
    monkeypatch.delenv("TT_DA3_RESIDUAL_NORM", raising=False)
    monkeypatch.delenv("TT_DA3_RESIZE", raising=False)
    assert main(["info", "--device", "tt"]) == 0
    kernels = json.loads(capsys.readouterr().out)["tt"]["kernels"]
    assert kernels["tt_lang_kernels"] == ["residual_layer_norm", "resize_bilinear"]
    assert "no chip has run it" in kernels["kernel_code"]
    assert main(["info", "--device", "tt", "--tt-program", "accurate"]) == 0
    kernels = json.loads(capsys.readouterr().out)["tt"]["kernels"]
    assert (kernels["residual_norm"], kernels["resize"], kernels["tt_lang_kernels"]) == (
        "stock",
        "stock",
        [],
    )
    monkeypatch.setenv("TT_DA3_RESIZE", "stock")
    assert main(["info", "--device", "tt"]) == 0
    kernels = json.loads(capsys.readouterr().out)["tt"]["kernels"]
    assert kernels["tt_lang_kernels"] == ["residual_layer_norm"]


def test_info_load_describes_the_model_and_its_backend(tiny_metric_checkpoint, capsys):
    args = ["info", "--weights", str(tiny_metric_checkpoint), "--device", "cpu", "--dtype", "bf16"]
    assert main(args) == 0
    model = json.loads(capsys.readouterr().out)["model"]
    assert model["units"] == "m" and model["precision"] == "bf16"
    details = model["describe"]["backend"]
    assert details["name"] == "torch" and details["device"] == "cpu"
    assert details["compute_dtype"] in ("bfloat16", "float32")  # float32 without AMX
    assert details["cuda_graphs"] is False and details["thread_safe"] is True


def test_info_for_tt_reads_the_checkpoint_without_loading_it(
    tiny_metric_checkpoint, tiny_anyview_checkpoint, capsys, monkeypatch
):
    """``info --device tt --weights DIR`` (no ``--load``) loaded the model, and without a chip
    printed only the load error; it reports what is missing and whether Blackhole runs the
    model (DA3Metric-Large / DA3Mono-Large only, and the default program's kernels only at the
    widths they ship for: the tiny model's were said to run, the program refuses them);
    ``--load`` still loads."""
    monkeypatch.delenv("TT_DA3_RESIDUAL_NORM", raising=False)
    monkeypatch.delenv("TT_DA3_RESIZE", raising=False)
    assert main(["info", "--device", "tt", "--weights", str(tiny_metric_checkpoint)]) == 0
    tt = json.loads(capsys.readouterr().out)["tt"]
    assert tt["ready"] is False and tt["model"]["runs_on_blackhole"] is False
    assert "no shipped compile of residual_layer_norm for [64] channels" in tt["model"]["why_not"]
    assert "TT_DA3_RESIDUAL_NORM=stock TT_DA3_RESIZE=stock" in tt["model"]["why_not"]
    monkeypatch.setenv("TT_DA3_RESIDUAL_NORM", "stock")  # the program's own ops: they run
    monkeypatch.setenv("TT_DA3_RESIZE", "stock")
    assert main(["info", "--device", "tt", "--weights", str(tiny_metric_checkpoint)]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["model"] == {
        "name": "da3metric-large",
        "units": "m",
        "source": str(tiny_metric_checkpoint),
        "loaded": False,
    }
    assert info["tt"]["model"] == {"name": "da3metric-large", "runs_on_blackhole": True}
    assert info["tt"]["ready"] is (not info["tt"]["missing"])
    assert main(["info", "--device", "tt", "--weights", str(tiny_anyview_checkpoint)]) == 0
    tt = json.loads(capsys.readouterr().out)["tt"]
    assert tt["ready"] is False and tt["model"]["runs_on_blackhole"] is False
    assert "da3metric-large, da3mono-large" in tt["model"]["why_not"]
    if not info["tt"]["ready"]:  # no chip or no ttnn here: a load is refused, as asked
        args = ["info", "--device", "tt", "--weights", str(tiny_metric_checkpoint), "--load"]
        assert main(args) == 2


def test_info_for_tt_names_the_attention_a_calibration_beside_the_weights_gives(
    tiny_metric_checkpoint, tmp_path, capsys, monkeypatch
):
    """``info --device tt --weights DIR`` listed the stock attention and no one-pass kernel
    whatever ``attention_calibration.json`` lay beside the weights; it now says what the
    backend runs: the one-pass kernel with a calibration (stock when forced), and refuses a
    calibration of another model as the backend does."""
    from tt_depth_anything_3.backends.blackhole.one_pass import uniform_calibration

    monkeypatch.delenv("TT_DA3_FORCE_STOCK_ATTENTION", raising=False)
    folder = tmp_path / "checkpoint"
    shutil.copytree(tiny_metric_checkpoint, folder)
    assert main(["info", "--device", "tt", "--weights", str(folder)]) == 0
    tt = json.loads(capsys.readouterr().out)["tt"]
    assert tt["attention"] == {
        "calibration": None,
        "forced_stock": False,
        "impl": "stock",
        "one_pass_layers": 0,
    }
    assert "one_pass_attention" not in tt["kernels"]["tt_lang_kernels"]
    layers = resolve_checkpoint("", weights_path=folder).config.backbone.depth
    uniform_calibration(layers, "da3metric-large").save(folder / "attention_calibration.json")
    assert main(["info", "--device", "tt", "--weights", str(folder)]) == 0
    tt = json.loads(capsys.readouterr().out)["tt"]
    assert tt["attention"]["impl"] == "one_pass" and tt["attention"]["one_pass_layers"] == layers
    assert tt["kernels"]["tt_lang_kernels"][0] == "one_pass_attention"
    monkeypatch.setenv("TT_DA3_FORCE_STOCK_ATTENTION", "1")
    assert main(["info", "--device", "tt", "--weights", str(folder)]) == 0
    tt = json.loads(capsys.readouterr().out)["tt"]
    assert (tt["attention"]["impl"], tt["attention"]["forced_stock"]) == ("stock", True)
    assert "one_pass_attention" not in tt["kernels"]["tt_lang_kernels"]
    monkeypatch.delenv("TT_DA3_FORCE_STOCK_ATTENTION")
    uniform_calibration(layers, "da3mono-large").save(folder / "attention_calibration.json")
    assert main(["info", "--device", "tt", "--weights", str(folder)]) == 2
    assert "the attention calibration is for da3mono-large" in capsys.readouterr().err


def test_predict_writes_every_format_and_reports_bad_files(
    tiny_metric_checkpoint, photo, tmp_path, capsys
):
    good = tmp_path / "good.png"
    Image.fromarray(photo).save(good)
    bad = tmp_path / "bad.jpg"
    bad.write_bytes(b"not a jpeg")
    out = tmp_path / "out"
    code = main(
        [
            "predict",
            str(good),
            str(bad),
            "--weights",
            str(tiny_metric_checkpoint),
            "--process-res",
            "140",
            "--out",
            str(out),
            "--focal-px",
            "100",
            "--format",
            "png",
            "--format",
            "npz",
            "--format",
            "jpg",
            "--format",
            "npy",
        ]
    )
    assert code == 1  # one image failed, and said so
    assert "skipped" in capsys.readouterr().err
    png = cv2.imread(str(out / "good.png"), cv2.IMREAD_UNCHANGED)
    depth = DepthOutput.load_npz(out / "good.npz")
    assert png.dtype == np.uint16 and png.shape == depth.depth.shape
    np.testing.assert_array_equal(np.load(out / "good.npy"), depth.depth)
    assert np.abs(png / 1000.0 - depth.depth).max() <= 0.0005 + 1e-6
    assert (out / "good.jpg").is_file() and not (out / "bad.png").exists()


def test_predict_defaults_to_png(tiny_metric_checkpoint, photo, tmp_path):
    image = tmp_path / "a.png"
    Image.fromarray(photo).save(image)
    assert (
        main(
            [
                "predict",
                str(image),
                "--weights",
                str(tiny_metric_checkpoint),
                "--process-res",
                "140",
                "--out",
                str(tmp_path / "o"),
            ]
        )
        == 0
    )
    assert [p.name for p in (tmp_path / "o").iterdir()] == ["a.png"]


def test_predict_inputs_of_one_name_get_one_output_each(tiny_metric_checkpoint, photo, tmp_path):
    """a/x.png, b/x.png and a/x.jpg: three outputs, none overwriting another."""
    paths = [tmp_path / "a" / "x.png", tmp_path / "b" / "x.png", tmp_path / "a" / "x.jpg"]
    for i, path in enumerate(paths):
        path.parent.mkdir(exist_ok=True)
        Image.fromarray(np.roll(photo, 9 * i, axis=1)).save(path)
    out = tmp_path / "out"
    flags = ["--weights", str(tiny_metric_checkpoint), "--process-res", "140", "--format", "npy"]
    assert main(["predict", *map(str, paths), "--out", str(out), *flags]) == 0
    written = sorted(p.relative_to(out).as_posix() for p in out.rglob("*.npy"))
    assert written == ["a/x.jpg.npy", "a/x.png.npy", "b/x.npy"]
    assert not np.array_equal(np.load(out / "a/x.png.npy"), np.load(out / "b/x.npy"))


def test_predict_takes_a_folder_of_images(tiny_metric_checkpoint, photo, tmp_path, capsys):
    """A folder argument is its images, subfolders included, beside plain files; files that are
    not images are left out and a folder without images is an error naming it."""
    folder = tmp_path / "shots"
    (folder / "day2").mkdir(parents=True)
    Image.fromarray(photo).save(folder / "a.png")
    Image.fromarray(np.roll(photo, 5, axis=1)).save(folder / "day2" / "b.JPG")
    (folder / "notes.txt").write_text("not an image")
    loose = tmp_path / "c.png"
    Image.fromarray(np.roll(photo, 9, axis=0)).save(loose)
    out = tmp_path / "out"
    flags = ["--weights", str(tiny_metric_checkpoint), "--process-res", "140", "--format", "npy"]
    assert main(["predict", str(folder), str(loose), "--out", str(out), *flags]) == 0
    assert sorted(p.name for p in out.rglob("*.npy")) == ["a.npy", "b.npy", "c.npy"]
    assert "wrote 3 of 3 images" in capsys.readouterr().out
    single = tmp_path / "single"
    assert main(["predict", str(folder / "day2" / "b.JPG"), "--out", str(single), *flags]) == 0
    np.testing.assert_array_equal(np.load(out / "b.npy"), np.load(single / "b.npy"))

    empty = tmp_path / "empty"
    empty.mkdir()
    assert main(["predict", str(empty), "--out", str(out), *flags]) == 2
    error = capsys.readouterr().err
    assert (
        f"no images (.jpg, .jpeg, .png, .bmp, .tif, .tiff, .webp, .ppm, .pgm, .gif) in folder {empty}"
        in error
    )


def test_api_names_a_folder_given_as_an_image(tiny_metric_model, tmp_path):
    with pytest.raises(ValueError, match="is a folder, not an image file"):
        tiny_metric_model(tmp_path)


def test_predict_never_writes_over_its_inputs(tiny_metric_checkpoint, photo, tmp_path, capsys):
    """--out the inputs' own folder: refused before any work (a PNG depth map would replace
    gray.png), every input left byte for byte; an image named twice (or named and in a folder
    given) runs once."""
    folder = tmp_path / "shots"
    folder.mkdir()
    for name in ("gray.png", "rgb.png", "rgb.jpg"):
        Image.fromarray(photo).save(folder / name)
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    flags = ["--weights", str(tiny_metric_checkpoint), "--process-res", "140"]
    assert main(["predict", str(folder), "--out", str(folder), *flags]) == 2
    assert "lies inside the input folder" in capsys.readouterr().err
    names = [str(folder / name) for name in ("gray.png", "rgb.png", "rgb.jpg")]
    assert main(["predict", *names, "--out", str(folder), *flags]) == 2
    assert "over that input image" in capsys.readouterr().err
    assert main(["predict", str(folder / "gray.png"), "--out", str(folder), *flags]) == 2
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before
    out = tmp_path / "out"
    image = str(folder / "gray.png")
    assert main(["predict", str(folder), image, image, "--out", str(out), *flags]) == 0
    captured = capsys.readouterr()
    assert "wrote 3 of 3 images" in captured.out
    assert captured.err.count(f"tt-da3 predict: warning: {image} is listed twice: run once") == 2
    assert main(["predict", image, "--out", image, *flags]) == 2
    assert "is a file, not a folder" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("flag", "message"),
    [
        (["--png-scale", "0"], "--png-scale must be a finite number >= 1e-06"),
        (["--png-scale", "inf"], "--png-scale must be a finite number"),
        (["--focal-px", "-5"], "--focal-px must be a finite number >= 0.001"),
        (["--focal-px", "1e-300"], "--focal-px must be a finite number >= 0.001"),  # depth 0
        (["--max-depth-m", "-1"], "--max-depth-m must be a finite number >= 0.001"),
        (["--process-res", "100000"], "process_res must be 14 to 4032"),
    ],
)
def test_predict_refuses_bad_numbers_before_loading(tmp_path, photo, capsys, flag, message):
    """Checked before the model loads (the weights named here do not exist) and before any
    output is written."""
    Image.fromarray(photo).save(tmp_path / "a.png")
    out = tmp_path / "out"
    argv = ["predict", str(tmp_path / "a.png"), "--out", str(out), "--weights", "missing"]
    assert main([*argv, "--format", "npy", "--format", "png", *flag]) == 2
    assert message in capsys.readouterr().err
    assert not out.exists()


def test_serve_port_out_of_range_is_a_usage_error(capsys):
    for port in ("70000", "-1", "http"):
        with pytest.raises(SystemExit) as exit_:
            main(["serve", "--port", port])
        assert exit_.value.code == 2
        assert "a port is 0 to 65535" in capsys.readouterr().err


def test_a_truncated_or_mismatched_checkpoint_is_named(tiny_metric_checkpoint, tmp_path, capsys):
    data = (tiny_metric_checkpoint / "model.safetensors").read_bytes()
    config = (tiny_metric_checkpoint / "config.json").read_text()
    truncated = tmp_path / "truncated"
    truncated.mkdir()
    (truncated / "model.safetensors").write_bytes(data[: len(data) // 2])
    (truncated / "config.json").write_text(config)
    assert main(["info", "--load", "--weights", str(truncated), "--device", "cpu"]) == 2
    assert "is truncated:" in capsys.readouterr().err
    (truncated / "model.safetensors").write_bytes(data[:1000])  # inside the header
    assert main(["info", "--load", "--weights", str(truncated), "--device", "cpu"]) == 2
    assert "is not a safetensors file, or is truncated" in capsys.readouterr().err
    no_config = tmp_path / "no_config"
    no_config.mkdir()
    (no_config / "model.safetensors").write_bytes(data)
    assert main(["info", "--load", "--weights", str(no_config), "--device", "cpu"]) == 2
    error = capsys.readouterr().err
    assert "does not match the network" in error and "expected da3metric-large" in error
