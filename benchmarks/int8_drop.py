"""``drop_quantizers``: an NNCF-quantised OpenVINO model with the FakeQuantize nodes of some
op classes removed, for ``ablation_int8.py``'s ``drop:`` variants (one class's activations
quantised at a time, without a new calibration)."""

from __future__ import annotations

from typing import Any

PASS_THROUGH = {"Reshape", "Transpose", "Convert", "Squeeze", "Unsqueeze", "Split",
                "VariadicSplit", "Gather", "Slice", "StridedSlice", "Concat"}  # fmt: skip


def drop_quantizers(model: Any, roles: dict, kept: set[str]) -> int:
    """Remove (in place) every FakeQuantize of a quantised ``model`` whose quantised ops
    (``roles``, from the float graph, by friendly name) are of no class in ``kept``, so
    those ops run in float (their weights keep NNCF's int8 rounding where it is folded into
    them); returns how many FakeQuantize nodes were removed."""

    def consumers(output) -> set[str]:
        found, stack = set(), [output]
        while stack:
            for target in stack.pop().get_target_inputs():
                node = target.get_node()
                if node.get_friendly_name() in roles:
                    found.add(roles[node.get_friendly_name()].kind)
                elif node.get_type_name() in PASS_THROUGH:
                    stack.extend(node.outputs())
                else:
                    found.add("other:" + node.get_type_name())
        return found

    removed = 0
    for op in list(model.get_ordered_ops()):
        if op.get_type_name() != "FakeQuantize":
            continue
        if consumers(op.output(0)) & kept:
            continue
        op.output(0).replace(op.input_value(0))
        removed += 1
    model.validate_nodes_and_infer_types()
    return removed


if __name__ == "__main__":  # a helper module, not a benchmark: say so
    import sys

    from script_args import helper_module

    sys.exit(helper_module(__file__, "ablation_int8.py"))
