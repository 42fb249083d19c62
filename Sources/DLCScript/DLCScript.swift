// The command language lives here: parser, interpreter and expectations.
import DLC
