// A fixture for the layer check: a part above the engine.
#pragma once
