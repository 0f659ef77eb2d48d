"""The verbs of 《丰收》, one module each: 摸 (draw), 播种 (sow), 收获 (reap), 进贡 (tribute), 掠夺 (raid)."""

from harvest.verbs import draw, raid, reap, sow, tribute

MODULES = (draw, sow, reap, tribute, raid)
